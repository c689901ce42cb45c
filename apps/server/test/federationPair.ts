import type { Activity } from '@fedify/vocab';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { jobsSettled } from './jobHelpers.js';
import { startRemoteFediverseServer, type RemoteFediverseServer } from './remoteFediverseServer.js';
import { startTestApp, type TestApp } from './testApp.js';

/** Meshwork's public URL in the tests: a name no resolver knows, which the remote server maps to the real address. */
export const meshworkHost = 'http://meshwork.test';

/** A member's actor under Meshwork's public URL. */
export const meshworkActorUri = (memberId: string) => new URL(`${meshworkHost}/ap/actors/${memberId}`);

export interface FederationPair {
  /** Meshwork, allowed to reach loopback. Set once the file's `beforeAll` has run. */
  readonly t: TestApp;
  /** Another ActivityPub server, whose actors sign what they send. Set once the file's `beforeAll` has run. */
  readonly remote: RemoteFediverseServer;
  /** A member as a recipient: its actor under the public URL, the shared inbox where Meshwork really listens. */
  inboxOf(memberId: string): { id: URL; inboxId: URL };
  /** Sends as a remote actor to the member's shared inbox, at once, so that a refusal throws here. */
  deliver(activity: Activity, memberId: string, username?: string): Promise<void>;
  /** A new id on the remote server, for an activity or an object of the kind. */
  nextId(kind: string): URL;
  /** Waits until Meshwork has handled every activity it received (its listeners run as jobs). */
  handled(): Promise<void>;
}

/** Meshwork and a remote server with actors of these usernames, for one test file: started before its tests, closed after. */
export function federationPair(usernames: string[]): FederationPair {
  let t: TestApp | undefined;
  let remote: RemoteFediverseServer | undefined;
  beforeAll(async () => {
    t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
    remote = await startRemoteFediverseServer({ usernames, meshwork: { publicUrl: meshworkHost, baseUrl: t.baseUrl } });
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });
  let ids = 0;
  const inboxOf = (memberId: string) => ({ id: meshworkActorUri(memberId), inboxId: new URL(`${t!.baseUrl}/ap/inbox`) });
  return {
    get t() {
      return t!;
    },
    get remote() {
      return remote!;
    },
    inboxOf,
    async deliver(activity, memberId, username = 'alice') {
      await remote!.context.sendActivity({ identifier: username }, inboxOf(memberId), activity, { immediate: true });
    },
    nextId: (kind) => new URL(`${remote!.origin}/${kind}/${++ids}`),
    handled: () => jobsSettled(t!, 'federation-message'),
  };
}

/**
 * The member follows the remote server's account, as the follow flow leaves it (accepted, unless
 * said otherwise): the account is known here by its URI, handle `username@host` and name `username`.
 */
export async function followsRemote(
  t: TestApp,
  server: RemoteFediverseServer,
  memberId: string,
  username: string,
  state: 'accepted' | 'pending' = 'accepted',
): Promise<void> {
  const db = t.app.database.db;
  const uri = server.actorUri(username).href;
  const host = new URL(server.origin).host;
  await db.execute(
    sql`insert into remote_actors (uri, inbox, handle, name, host) values (${uri}, ${`${server.origin}/users/${username}/inbox`}, ${`${username}@${host}`}, ${username}, ${host}) on conflict (uri) do nothing`,
  );
  await db.execute(
    sql`insert into remote_following (member_id, remote_actor_id, follow_activity_id, state)
        select ${memberId}, id, ${`${meshworkHost}/follows/${memberId}/${username}`}, ${state} from remote_actors where uri = ${uri}`,
  );
}
