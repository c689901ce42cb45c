import type { InboxListenerSetters } from '@fedify/fedify';
import { Activity, Follow, Undo } from '@fedify/vocab';
import type { RemoteReactions } from '../remoteReactions.js';
import type { RemoteShares } from '../remoteShares.js';
import { undoFollow, type FollowStores } from './follows.js';
import { isRemoteReaction } from './reactions.js';

export interface UndoStores extends FollowStores {
  remoteReactions: RemoteReactions;
  remoteShares: RemoteShares;
}

/**
 * Undo of a follow, a like or a share (of our post, or of another server's note), by its own actor only. The undone activity comes embedded
 * (as Mastodon sends it); named by its id alone, it is matched by that id among the actor's follows
 * and reactions.
 */
export function listenForUndos(inbox: InboxListenerSetters<void>, stores: UndoStores): InboxListenerSetters<void> {
  return inbox.on(Undo, async (ctx, undo) => {
    if (!undo.actorId) return;
    const object = await undo.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
    if (object instanceof Activity && object.actorId && object.actorId.href !== undo.actorId.href) return;
    if (!object || object instanceof Follow) await undoFollow(ctx, undo, object, stores);
    const activityId = object?.id ?? undo.objectId;
    if ((!object || isRemoteReaction(object)) && activityId) {
      const removed = await stores.remoteReactions.remove(undo.actorId.href, activityId.href);
      for (const { postId, remoteActorId, kind } of removed) await stores.notifications.withdrawAboutPost(kind, postId, remoteActorId);
      await stores.remoteShares.remove(undo.actorId.href, activityId.href);
    }
  });
}
