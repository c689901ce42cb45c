import type { Poll, Post, PostImage, PostRevision, ReactionSummary } from '@meshwork/contracts';
import type { PostImageRow, PostRow } from '../../db/schema/posts.js';
import { presentPerson, type PersonFields } from '../users/index.js';
import { mayChangePost, mayPinPost, mayRemovePost, type PostPeople } from './permissions.js';
import { piecesOf } from './textTags.js';

export interface PostWithAuthor {
  post: Pick<
    PostRow,
    'id' | 'text' | 'visibility' | 'createdAt' | 'editedAt' | 'sharedPostId' | 'pinnedAt' | 'contentWarning' | 'sensitive'
  >;
  author: PersonFields;
  /** The member on whose timeline a friend wrote the post; null on the author's own. */
  timelineOwner: PersonFields | null;
}

export interface PostExtras {
  images: PostImage[];
  reactions: ReactionSummary;
  commentsCount: number;
  poll: Poll | null;
  /** A share's original the viewer may see (null: hidden or gone; undefined: not a share), and its images. */
  shared: PostWithAuthor | null | undefined;
  sharedImages: PostImage[];
  saved: boolean;
}

/** A post as `viewerId` sees it, with what they may do with it. */
export function presentPost(
  viewerId: string,
  { post, author, timelineOwner }: PostWithAuthor,
  { images, reactions, commentsCount, poll, shared, sharedImages, saved }: PostExtras,
): Post {
  const people: PostPeople = { authorId: author.id, timelineOwnerId: timelineOwner?.id ?? null };
  return {
    id: post.id,
    author: presentPerson(author),
    text: post.text,
    text_pieces: piecesOf(post.text),
    visibility: post.visibility,
    content_warning: post.contentWarning,
    sensitive: post.sensitive,
    images,
    reactions,
    comments_count: commentsCount,
    poll,
    is_share: shared !== undefined,
    saved,
    shared_post: shared
      ? {
          id: shared.post.id,
          author: presentPerson(shared.author),
          text: shared.post.text,
          text_pieces: piecesOf(shared.post.text),
          visibility: shared.post.visibility,
          content_warning: shared.post.contentWarning,
          sensitive: shared.post.sensitive,
          images: sharedImages,
          created_at: shared.post.createdAt.toISOString(),
        }
      : null,
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    timeline_owner: timelineOwner && presentPerson(timelineOwner),
    pinned: post.pinnedAt !== null,
    can_edit: mayChangePost(viewerId, people),
    can_delete: mayRemovePost(viewerId, people),
    can_pin: mayPinPost(viewerId, people),
  };
}

export function presentRevision(row: { text: string; visibility: PostRevision['visibility']; replacedAt: Date }): PostRevision {
  return { text: row.text, text_pieces: piecesOf(row.text), visibility: row.visibility, replaced_at: row.replacedAt.toISOString() };
}

/** An image's own fields; `PostImages.present` adds the links to its sizes for a viewer who may see it. */
export type StoredPostImage = Omit<PostImage, 'small_url' | 'large_url'>;

export function storedImage(row: Pick<PostImageRow, 'id' | 'alt' | 'width' | 'height' | 'placeholder' | 'animated'>): StoredPostImage {
  return { id: row.id, alt: row.alt, width: row.width, height: row.height, placeholder: row.placeholder, animated: row.animated };
}
