import type { Post } from '@meshwork/contracts';
import { demoSession } from './fakeApi';

/** A plain public post of the demo member, no reactions, comments or rights, with whatever the test sets. */
export const postFixture = (values: Partial<Post> & Pick<Post, 'id'>): Post => ({
  author: { ...demoSession, is_creator: false },
  text: 'A post',
  text_pieces: [{ kind: 'text', text: values.text ?? 'A post' }],
  content_warning: '',
  sensitive: false,
  visibility: 'public',
  images: [],
  reactions: { counts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 }, total: 0, mine: null },
  comments_count: 0,
  poll: null,
  created_at: '2026-11-01T10:00:00.000Z',
  edited_at: null,
  shared_post: null,
  is_share: false,
  timeline_owner: null,
  pinned: false,
  saved: false,
  can_edit: false,
  can_delete: false,
  can_pin: false,
  ...values,
});
