import type { DocumentLoader } from '@fedify/fedify/runtime';
import { Image, Link, type Actor } from '@fedify/vocab';
import type { RemoteBlockedAccount } from '@meshwork/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors } from '../../db/schema/federation.js';
import { DomainPolicies } from './domains/domainPolicies.js';
import { accountPicturePath } from './media/remotePictures.js';
import type { AddressPolicy } from './remote/addressPolicy.js';
import { hostAllowed } from './remote/reachableHost.js';
import { remotePlainText } from './remote/remotePlainText.js';
import { refuseFetch, webUrl } from './remote/remoteValues.js';

export type RemoteActorRow = typeof remoteActors.$inferSelect;

/** A stored account as the lists of followed and blocked accounts show it: its id here, to act on it by. */
export const presentRemoteAccount = (actor: RemoteActorRow): RemoteBlockedAccount => ({
  id: actor.id,
  handle: actor.handle,
  name: actor.name,
  icon_url: accountPicturePath(actor.id, 'icon', actor.iconUrl),
  url: actor.uri,
});

const pictureUrl = (picture: unknown) =>
  picture instanceof Image ? (webUrl(picture.url instanceof Link ? picture.url.href : picture.url) ?? null) : null;

/** Mastodon's own limits: 30 characters of username, 30 of display name; room is left for other servers. */
const usernameMaxLength = 100;
const nameMaxLength = 200;

/** An inbox we may deliver to: a web URL whose host resolves to allowed addresses only (Fedify's delivery checks none). */
async function inboxUrl(url: URL | null | undefined, policy: AddressPolicy): Promise<string | undefined> {
  const href = webUrl(url);
  return href && (await hostAllowed(new URL(href), policy)) ? href : undefined;
}

/**
 * What Meshwork keeps of a remote actor: its URI, inboxes, handle, name and picture. An actor
 * without an id, an inbox we may deliver to or a username cannot follow anyone here, so it is not
 * kept; a shared inbox we may not deliver to is dropped.
 */
async function remoteActorFields(
  actor: Actor,
  contextLoader: DocumentLoader,
  policy: AddressPolicy,
): Promise<Omit<RemoteActorRow, 'id' | 'fetchedAt'> | undefined> {
  const uri = webUrl(actor.id);
  const inbox = await inboxUrl(actor.inboxId, policy);
  const username = remotePlainText(actor.preferredUsername?.toString() ?? '', usernameMaxLength);
  if (!uri || !inbox || !username) return undefined;
  const host = new URL(uri).host;
  // Only embedded pictures are read: a picture is not worth a fetch of its own.
  const embedded = { documentLoader: refuseFetch, contextLoader, suppressError: true };
  const [icon, header] = await Promise.all([actor.getIcon(embedded), actor.getImage(embedded)]);
  return {
    uri,
    inbox,
    sharedInbox: (await inboxUrl(actor.endpoints?.sharedInbox, policy)) ?? null,
    handle: `${username}@${host}`,
    name: remotePlainText(actor.name?.toString() ?? '', nameMaxLength),
    iconUrl: pictureUrl(icon),
    headerUrl: pictureUrl(header),
    host,
  };
}

/**
 * The remote actors Meshwork knows (table `remote_actors`), refreshed each time one is fetched.
 * An actor of a suspended server is never kept, and a server whose media is rejected keeps no picture.
 */
export class RemoteActors {
  private readonly policies: DomainPolicies;

  /** `addressPolicy`: where the inboxes may be (`isPublicAddress`, unless FEDERATION_ALLOW_PRIVATE_ADDRESSES). */
  constructor(
    private readonly db: Db,
    private readonly addressPolicy: AddressPolicy,
  ) {
    this.policies = new DomainPolicies(db);
  }

  /** Stores the actor as just fetched, replacing what was known of it; `undefined` when it is unusable or its server suspended. */
  async remember(actor: Actor, contextLoader: DocumentLoader): Promise<RemoteActorRow | undefined> {
    const fields = await this.fieldsToKeep(actor, contextLoader);
    if (!fields) return undefined;
    const [row] = await this.db
      .insert(remoteActors)
      .values(fields)
      .onConflictDoUpdate({ target: remoteActors.uri, set: { ...fields, fetchedAt: sql`now()` } })
      .returning();
    return row;
  }

  /** Replaces what is known of an actor Meshwork already keeps (its own `Update`); an unknown one is not kept for it. */
  async refresh(actor: Actor, contextLoader: DocumentLoader): Promise<void> {
    const fields = await this.fieldsToKeep(actor, contextLoader);
    if (fields)
      await this.db
        .update(remoteActors)
        .set({ ...fields, fetchedAt: sql`now()` })
        .where(eq(remoteActors.uri, fields.uri));
  }

  private async fieldsToKeep(actor: Actor, contextLoader: DocumentLoader) {
    const found = await remoteActorFields(actor, contextLoader, this.addressPolicy);
    if (!found) return undefined;
    const policy = await this.policies.of(found.host);
    if (policy?.severity === 'suspend') return undefined;
    return policy?.rejectMedia ? { ...found, iconUrl: null, headerUrl: null } : found;
  }
}
