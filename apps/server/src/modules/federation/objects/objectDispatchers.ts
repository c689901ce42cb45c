import type { Federation } from '@fedify/fedify';
import { Note, Object as ApObject } from '@fedify/vocab';
import type { PostsService } from '../../posts/index.js';
import { outboxActivityOf } from './activities.js';
import { commentNoteOf, isPlainShare, outboundCommentOf, postObjectOf } from './notes.js';
import { apPaths, type FederationUris } from './objectUris.js';
import { replyNoteOf, type StoredReply } from './replyNotes.js';

/**
 * Posts and comments at their ids (members' replies to remote notes are comments there, by their id). Fedify routes one path to one class, and a post is a `Note`, a
 * `Question` or (a plain share) an `Announce`: the post path is registered for their common class,
 * `Object`, whose dispatcher answers whichever it is. Anything that may not leave the server, a
 * malformed id included, answers null: Fedify's 404, the same as an unknown id.
 */
export function setObjectDispatchers(
  federation: Federation<void>,
  { outbound, reply }: { outbound: PostsService['outbound']; reply: (id: string) => Promise<StoredReply | undefined> },
  uris: FederationUris,
): void {
  federation.setObjectDispatcher(ApObject, apPaths.post, async (_ctx, { id }) => {
    const post = await outbound.byId(id);
    if (!post) return null;
    // A plain share's id is its Announce's, as the outbox publishes it.
    return isPlainShare(post) ? outboxActivityOf(post, uris) : postObjectOf(post, uris);
  });

  federation.setObjectDispatcher(Note, apPaths.comment, async (_ctx, { id }) => {
    const found = await outbound.commentById(id);
    if (found) return commentNoteOf(outboundCommentOf(found), found.post, found.mentioned, uris);
    // A member's reply to a remote note is a comment of ours too, on a post of another server.
    const answer = await reply(id);
    return answer ? replyNoteOf(answer, uris) : null;
  });
}
