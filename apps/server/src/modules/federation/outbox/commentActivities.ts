import type { Activity } from '@fedify/vocab';
import type { PostChange, PostsService } from '../../posts/index.js';
import { createOf, deleteOf, updateOf } from '../objects/activities.js';
import { commentNoteOf, outboundCommentOf } from '../objects/notes.js';
import type { FederationUris } from '../objects/objectUris.js';

type CommentChange = Extract<PostChange, { kind: 'comment-created' | 'comment-edited' | 'comment-deleted' }>;

/**
 * What remote followers are sent of a comment's change when its post may leave the server: its
 * `Create` (a Note answering the post or the comment it replies to), an edit's `Update`, a
 * deletion's `Delete`. Comments on posts that stay home send nothing.
 */
export async function commentActivityOf(
  change: CommentChange,
  outbound: PostsService['outbound'],
  uris: FederationUris,
): Promise<Activity | null> {
  if (change.kind === 'comment-deleted')
    return (await outbound.byId(change.postId)) ? deleteOf(uris.commentUri(change.commentId), uris.actorUri(change.authorId)) : null;
  const found = await outbound.commentById(change.commentId);
  const note = found && commentNoteOf(outboundCommentOf(found), found.post, found.mentioned, uris);
  if (!note) return null;
  return change.kind === 'comment-created' ? createOf(note) : updateOf(note);
}
