import type { InboxContext, InboxListenerSetters } from '@fedify/fedify';
import type { Undo } from '@fedify/vocab';
import { Accept, Follow, isActor, Reject } from '@fedify/vocab';
import { randomUUID } from 'node:crypto';
import type { ActorMembers } from '../actorMembers.js';
import type { RemoteActors } from '../remoteActors.js';
import type { RemoteBlocks } from '../remoteBlocks.js';
import type { RemoteNotifications } from '../remoteNotifications.js';
import type { RemoteFollowers } from '../remoteFollowers.js';

export interface FollowStores {
  actors: ActorMembers;
  remoteActors: RemoteActors;
  remoteFollowers: RemoteFollowers;
  remoteBlocks: RemoteBlocks;
  notifications: RemoteNotifications;
}

/** The member an activity's object names, when it is one of our actors. */
function memberNamed(ctx: InboxContext<void>, uri: URL | null): string | undefined {
  const parsed = uri ? ctx.parseUri(uri) : null;
  return parsed?.type === 'actor' ? parsed.identifier : undefined;
}

/**
 * Remote accounts following members. Fedify has checked the signature, and that the signer is the
 * activity's actor, before a listener runs. A Follow of a member is recorded and accepted at once
 * (Meshwork follows need no approval), unless the member blocked the follower: that one is
 * rejected. A Follow of anyone else gets no answer. Its Undo is in `undos.ts`.
 */
export function listenForFollows(inbox: InboxListenerSetters<void>, stores: FollowStores): InboxListenerSetters<void> {
  return inbox.on(Follow, async (ctx, follow) => {
    const memberId = memberNamed(ctx, follow.objectId);
    if (!memberId || !follow.id || !follow.actorId || memberNamed(ctx, follow.actorId)) return;
    if (!(await stores.actors.byId(memberId))) return;
    // Fetched through the federation's loaders, and refreshed on every Follow.
    const follower = await follow.getActor(ctx);
    if (!isActor(follower) || follower.id?.href !== follow.actorId.href) return;
    const stored = await stores.remoteActors.remember(follower, ctx.contextLoader);
    if (!stored) return;
    const actor = ctx.getActorUri(memberId);
    if (await stores.remoteBlocks.blocked(memberId, stored.id)) {
      await ctx.sendActivity(
        { identifier: memberId },
        follower,
        new Reject({ id: new URL(`#rejects/${randomUUID()}`, actor), actor, object: follow }),
      );
      return;
    }
    await stores.remoteFollowers.add(memberId, stored.id, follow.id.href);
    await stores.notifications.followed(memberId, stored.id);
    const accept = new Accept({ id: new URL(`#accepts/${randomUUID()}`, actor), actor, object: follow });
    await ctx.sendActivity({ identifier: memberId }, follower, accept);
  });
}

/**
 * Ends the follow an Undo names, of its own actor only: by the embedded Follow's member (as
 * Mastodon sends it), or by the Follow's id when the Undo names it alone (`follow` null).
 */
export async function undoFollow(ctx: InboxContext<void>, undo: Undo, follow: Follow | null, stores: FollowStores): Promise<void> {
  if (!undo.actorId) return;
  const ended = await stores.remoteFollowers.remove(undo.actorId.href, {
    memberId: follow ? memberNamed(ctx, follow.objectId) : undefined,
    followActivityId: undo.objectId?.href,
  });
  for (const { memberId, remoteActorId } of ended) await stores.notifications.unfollowed(memberId, remoteActorId);
}
