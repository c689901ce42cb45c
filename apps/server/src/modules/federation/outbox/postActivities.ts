import { Announce, PUBLIC_COLLECTION, Undo, type Activity } from '@fedify/vocab';
import type { PostChange, PostsService } from '../../posts/index.js';
import { clock } from '../../../clock/clock.js';
import { deleteOf, outboxActivityOf, republicationOf, updateOf } from '../objects/activities.js';
import { mayLeaveServer } from '../objects/audience.js';
import { isPlainShare, postObjectOf } from '../objects/notes.js';
import type { FederationUris } from '../objects/objectUris.js';

type PostChangeOf<Kind extends PostChange['kind']> = Extract<PostChange, { kind: Kind }>;

/**
 * Taking back a post that had left the server: a `Delete` of its object (timed when it is only
 * narrowed, which may happen again), an `Undo` of a plain share's `Announce`.
 */
function retractionOf(post: { postId: string; authorId: string; plainShare: boolean }, uris: FederationUris, narrowedAt?: Date): Activity {
  const actor = uris.actorUri(post.authorId);
  const id = uris.postUri(post.postId);
  if (!post.plainShare) return deleteOf(id, actor, narrowedAt);
  return new Undo({ id: new URL('#undo', id), actor, to: PUBLIC_COLLECTION, object: new Announce({ id, actor }) });
}

/**
 * What remote followers are sent of a post's change, read now through `outbound` (what may leave
 * the server): a new post's `Create` (a plain share's `Announce`); an edit's `Update`, or its
 * `Create` when it now may leave and did not, or its retraction when it no longer may; a deleted
 * public post's retraction. Nothing for a post that never left.
 */
export async function postActivityOf(
  change: PostChangeOf<'post-created' | 'post-edited' | 'post-deleted'>,
  outbound: PostsService['outbound'],
  uris: FederationUris,
): Promise<Activity | null> {
  if (change.kind === 'post-deleted') return change.visibility === 'public' ? retractionOf(change, uris) : null;
  const post = await outbound.byId(change.postId);
  if (change.kind === 'post-created') return post && outboxActivityOf(post, uris);
  const left = change.visibilityBefore === 'public';
  // Narrowed: a share with no text of its own is not edited, so what left was a post's object.
  if (!post || !mayLeaveServer(post)) return left ? retractionOf({ ...change, plainShare: false }, uris, clock.now()) : null;
  if (!left) return isPlainShare(post) ? outboxActivityOf(post, uris) : republicationOf(postObjectOf(post, uris));
  // A plain share's Announce names its original only: there is nothing to update.
  return isPlainShare(post) ? null : updateOf(postObjectOf(post, uris));
}
