import type { Post, PostRevision } from '@meshwork/contracts';
import type { PostRow } from '../../db/schema/posts.js';
import { presentPerson, type PersonFields } from '../users/index.js';

export interface PostWithAuthor {
  post: Pick<PostRow, 'id' | 'text' | 'visibility' | 'createdAt' | 'editedAt'>;
  author: PersonFields;
}

export function presentPost({ post, author }: PostWithAuthor): Post {
  return {
    id: post.id,
    author: presentPerson(author),
    text: post.text,
    visibility: post.visibility,
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
  };
}

export function presentRevision(row: { text: string; visibility: PostRevision['visibility']; replacedAt: Date }): PostRevision {
  return { text: row.text, visibility: row.visibility, replaced_at: row.replacedAt.toISOString() };
}
