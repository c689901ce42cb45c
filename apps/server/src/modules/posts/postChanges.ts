import type { Listeners } from '../../composition/listeners.js';
import type { PostVisibility } from '@meshwork/contracts';

/**
 * A post or comment written, edited or deleted: ids, and what is no longer readable once it is
 * gone (a deleted post's visibility and whether it was a plain share; a deleted comment's post).
 */
export type PostChange =
  | { kind: 'post-created'; postId: string; authorId: string }
  | { kind: 'post-edited'; postId: string; authorId: string; visibilityBefore: PostVisibility }
  | { kind: 'post-deleted'; postId: string; authorId: string; visibility: PostVisibility; plainShare: boolean }
  | { kind: 'comment-created' | 'comment-edited'; commentId: string; authorId: string }
  | { kind: 'comment-deleted'; commentId: string; postId: string; authorId: string };

/** Later modules told of every change (the federation module sends it to remote followers). */
export type PostChanges = Listeners<PostChange>;
