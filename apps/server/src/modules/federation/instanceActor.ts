import type { ActorKeyPair, RequestContext } from '@fedify/fedify';
import { Application, Endpoints } from '@fedify/vocab';

/** The instance actor's identifier: never a member's (theirs are UUIDs), so no member can be it. */
export const instanceActorIdentifier = 'instance';

/**
 * The server itself as an `Application` (Mastodon's instance actor): it signs what the server says
 * in its own name, a report forwarded to another server, so that no member is named.
 */
export function instanceActorDocument(ctx: RequestContext<void>, name: string, keys: ActorKeyPair[]): Application {
  return new Application({
    id: ctx.getActorUri(instanceActorIdentifier),
    preferredUsername: new URL(ctx.origin).hostname,
    name,
    url: new URL('/', ctx.origin),
    manuallyApprovesFollowers: true,
    inbox: ctx.getInboxUri(instanceActorIdentifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
  });
}
