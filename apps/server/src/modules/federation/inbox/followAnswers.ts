import type { InboxListenerSetters } from '@fedify/fedify';
import { Accept, Reject } from '@fedify/vocab';
import type { RemoteFollowing } from '../following/remoteFollowing.js';

/**
 * The answers of remote servers to members' Follows. Fedify has checked the signature, and that the
 * signer is the activity's actor, before a listener runs. The object names our Follow by its id
 * (embedded, as Mastodon sends it, or bare): only the account that Follow went to changes its state.
 * An Accept makes the follow accepted; a Reject (also how a server ends an accepted follow) removes it.
 */
export function listenForFollowAnswers(inbox: InboxListenerSetters<void>, following: RemoteFollowing): InboxListenerSetters<void> {
  return inbox
    .on(Accept, async (_ctx, accept) => {
      if (!accept.actorId || !accept.objectId) return;
      await following.accepted(accept.objectId.href, accept.actorId.href);
    })
    .on(Reject, async (_ctx, reject) => {
      if (!reject.actorId || !reject.objectId) return;
      await following.rejected(reject.objectId.href, reject.actorId.href);
    });
}
