import { Follow, Undo, type Recipient } from '@fedify/vocab';
import { randomUUID } from 'node:crypto';
import type { RemoteActorRow } from '../remoteActors.js';

/** A member's Follow of a remote actor: `<actor>#follows/<uuid>`, the id the remote Accept or Reject names. */
export const newFollowId = (actorUri: URL) => new URL(`#follows/${randomUUID()}`, actorUri);

export const followOf = (id: string, actorUri: URL, followee: RemoteActorRow) =>
  new Follow({ id: new URL(id), actor: actorUri, object: new URL(followee.uri) });

/** The end of a follow, embedding the Follow it undoes, as Mastodon sends it. */
export const undoFollowOf = (follow: Follow) =>
  new Undo({ id: new URL(`#undos/${randomUUID()}`, follow.actorId!), actor: follow.actorId, object: follow });

/** A stored actor as the recipient of an activity: its own inbox (a follow concerns it alone). */
export const recipientOf = (actor: Pick<RemoteActorRow, 'uri' | 'inbox' | 'sharedInbox'>): Recipient => ({
  id: new URL(actor.uri),
  inboxId: new URL(actor.inbox),
  endpoints: { sharedInbox: actor.sharedInbox ? new URL(actor.sharedInbox) : null },
});
