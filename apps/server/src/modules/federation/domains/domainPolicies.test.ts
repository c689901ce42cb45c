import { Temporal } from '@js-temporal/polyfill';
import { Create, Follow, Image, Like, Note, Person, PUBLIC_COLLECTION, type Activity } from '@fedify/vocab';
import { getDocumentLoader } from '@fedify/fedify/runtime';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.js';
import { jobsSettled } from '../../../../test/jobHelpers.js';
import { startRemoteFediverseServer, type RemoteFediverseServer } from '../../../../test/remoteFediverseServer.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../../test/testApp.js';
import { anyAddress } from '../remote/addressPolicy.js';
import { RemoteActors } from '../remoteActors.js';
import { policyHostsOf } from './domainPolicies.js';

const host = 'http://meshwork.test';
let t: TestApp;
let admin: SignedInMember;
let remote: RemoteFediverseServer;
beforeAll(async () => {
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: host });
  admin = await signedInMember(t, { role: 'administrator' });
  remote = await startRemoteFediverseServer({ usernames: ['alice'], meshwork: { publicUrl: host, baseUrl: t.baseUrl } });
});
afterAll(async () => {
  await remote?.close();
  await t?.close();
});

const policyPath = (name: string) => `/admin/federation/domains/${encodeURIComponent(name)}`;
const setPolicy = (name: string, body: Record<string, unknown>, as = admin) => as.call('PUT', policyPath(name), body);
const suspend = { severity: 'suspend', reject_media: false, reason: 'spam waves' };
const silence = { severity: 'silence', reject_media: true, reason: '' };

let follows = 0;
/** A Follow of the member by alice, delivered at once (to `app`, by default the file's): a refusal throws here. */
function deliverFollow(server: RemoteFediverseServer, memberId: string, app = t) {
  const follow = new Follow({
    id: new URL(`${server.origin}/follows/${++follows}`),
    actor: server.actorUri('alice'),
    object: new URL(`${host}/ap/actors/${memberId}`),
  });
  const inbox = { id: new URL(`${host}/ap/actors/${memberId}`), inboxId: new URL(`${app.baseUrl}/ap/inbox`) };
  return server.context.sendActivity({ identifier: 'alice' }, inbox, follow, { immediate: true });
}

async function remoteActorHosts(): Promise<string[]> {
  const { rows } = await t.app.database.db.execute<{ host: string }>(sql`select host from remote_actors order by host`);
  return rows.map((row) => row.host);
}

describe('the hosts a policy may be kept under', () => {
  it('are the host with its port, then its name and every domain above it', () => {
    expect(policyHostsOf('Social.Example.com:8443')).toEqual(['social.example.com:8443', 'social.example.com', 'example.com', 'com']);
    expect(policyHostsOf('example.com')).toEqual(['example.com', 'com']);
  });
});

describe('the administrators’ domain policies', () => {
  it('are set, changed, listed in pages, lifted, and each change is in the audit log', async () => {
    const created = await setPolicy('Spam.Example.', suspend);
    expect(created.status).toBe(201);
    expect(created.body.output).toMatchObject({ host: 'spam.example', severity: 'suspend', reject_media: false, reason: 'spam waves' });
    expect((await setPolicy('spam.example', silence)).status).toBe(200);
    await setPolicy('a-first.example', silence);

    const first = await admin.call('GET', '/admin/federation/domains?limit=1');
    expect(first.body.output.items.map((policy: { host: string }) => policy.host)).toEqual(['a-first.example']);
    const second = await admin.call('GET', `/admin/federation/domains?limit=1&cursor=${first.body.output.next_cursor}`);
    expect(second.body.output.items).toMatchObject([{ host: 'spam.example', severity: 'silence', reject_media: true }]);

    expect((await admin.call('DELETE', policyPath('spam.example'))).status).toBe(200);
    const again = await admin.call('DELETE', policyPath('spam.example'));
    expect([again.status, again.body.error]).toEqual([404, 'domain_policy_not_found']);

    const log = await admin.call('GET', '/admin/action_logs?target_type=domain');
    const actions = (log.body.output.items as Array<{ action: string; target_id: string }>)
      .filter((entry) => entry.target_id === 'spam.example')
      .map((entry) => entry.action);
    expect(actions).toEqual(['lift_domain_policy', 'set_domain_policy', 'set_domain_policy']);
  });

  it('refuse what is not a server name, our own server, and everyone but administrators', async () => {
    for (const name of ['http://x.example', 'a..b', 'a b', 'x\u0000y', '-x.example', `${'a'.repeat(64)}.example`, '*.example']) {
      const answer = await setPolicy(name, suspend);
      expect([name, answer.status]).toEqual([name, 422]);
    }
    expect((await setPolicy('meshwork.test', suspend)).status).toBe(422);
    expect((await setPolicy('x.example', { ...suspend, severity: 'block' })).status).toBe(422);
    expect((await setPolicy('x.example', { ...suspend, reason: 'r'.repeat(501) })).status).toBe(422);
    for (const role of ['member', 'moderator'] as const) {
      const other = await signedInMember(t, { role });
      expect((await setPolicy('x.example', suspend, other)).status).toBe(403);
      expect((await other.call('GET', '/admin/federation/domains')).status).toBe(403);
    }
  });
});

describe('a suspended server', () => {
  it('loses what was kept of its accounts, and its deliveries are refused unread', async () => {
    const member = await createMember(t.app);
    const remoteHost = new URL(remote.origin).host;
    await deliverFollow(remote, member.id);
    await expect.poll(remoteActorHosts, { timeout: 20_000 }).toContain(remoteHost);

    // The policy names the address without its port: it covers every server on it.
    expect((await setPolicy('127.0.0.1', suspend)).status).toBe(201);
    expect(await remoteActorHosts()).not.toContain(remoteHost);
    await expect(deliverFollow(remote, member.id)).rejects.toThrow(/403/);
    await jobsSettled(t, 'federation-message');
    expect(await remoteActorHosts()).not.toContain(remoteHost);

    await admin.call('DELETE', policyPath('127.0.0.1'));
    await deliverFollow(remote, member.id);
    await expect.poll(remoteActorHosts, { timeout: 20_000 }).toContain(remoteHost);
  });

  it('has no account kept even when one arrives another way, and a server whose media is rejected keeps no picture nor header', async () => {
    const actors = new RemoteActors(t.app.database.db, anyAddress);
    const loader = getDocumentLoader();
    const personOf = (origin: string) =>
      new Person({
        id: new URL(`${origin}/users/zed`),
        preferredUsername: 'zed',
        // An address, not a name: the inbox is checked by address, and these names resolve nowhere.
        inbox: new URL('http://127.0.0.1/users/zed/inbox'),
        icon: new Image({ url: new URL(`${origin}/zed.png`) }),
        image: new Image({ url: new URL(`${origin}/header.png`) }),
      });
    await setPolicy('suspended.example', suspend);
    await setPolicy('media.example', silence);
    expect(await actors.remember(personOf('https://deep.suspended.example'), loader)).toBeUndefined();
    expect(await actors.remember(personOf('https://media.example'), loader)).toMatchObject({ iconUrl: null, headerUrl: null });
    expect(await actors.remember(personOf('https://fine.example'), loader)).toMatchObject({
      iconUrl: 'https://fine.example/zed.png',
      headerUrl: 'https://fine.example/header.png',
    });
  });
});

describe('replies and likes of a server', () => {
  it('lose their pictures when its media is refused, and are hidden while it is limited', async () => {
    const member = await signedInMember(t);
    const { body: written } = await member.call('POST', '/posts', { text: 'a post', visibility: 'public' });
    const postUri = new URL(`${host}/ap/posts/${written.output.id}`);
    const send = (activity: Activity) =>
      remote.context.sendActivity(
        { identifier: 'alice' },
        { id: new URL(`${host}/ap/actors/${member.id}`), inboxId: new URL(`${t.baseUrl}/ap/inbox`) },
        activity,
        { immediate: true },
      );
    const reply = new Note({
      id: new URL(`${remote.origin}/notes/pictured`),
      attribution: remote.actorUri('alice'),
      content: '<p>look</p>',
      published: Temporal.Instant.from('2026-11-01T10:00:00Z'),
      to: PUBLIC_COLLECTION,
      replyTarget: postUri,
      attachments: [new Image({ url: new URL(`${remote.origin}/media/1.png`), mediaType: 'image/png' })],
    });
    await send(new Create({ id: new URL(`${remote.origin}/creates/pictured`), actor: remote.actorUri('alice'), object: reply }));
    await send(new Like({ id: new URL(`${remote.origin}/likes/pictured`), actor: remote.actorUri('alice'), object: postUri }));
    const seen = async () => {
      const { output } = (await member.call('GET', `/posts/${written.output.id}/fediverse`)).body;
      return { likes: output.likes, pictures: output.replies.items.map((item: { attachments: unknown[] }) => item.attachments.length) };
    };
    await expect.poll(seen, { timeout: 20_000 }).toEqual({ likes: 1, pictures: [1] });

    await setPolicy('127.0.0.1', { severity: 'none', reject_media: true, reason: '' });
    expect(await seen()).toEqual({ likes: 1, pictures: [0] });
    await setPolicy('127.0.0.1', { severity: 'silence', reject_media: false, reason: '' });
    expect(await seen()).toEqual({ likes: 0, pictures: [] });
    await admin.call('DELETE', policyPath('127.0.0.1'));
    expect(await seen()).toEqual({ likes: 1, pictures: [1] });
  });
});

describe('a server’s deliveries', () => {
  it('have a budget a minute, spent only by deliveries whose signature holds', async () => {
    const inboxBudget = 3;
    const limited = await startTestApp({
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      PUBLIC_URL: host,
      FEDERATION_INBOX_PER_DOMAIN_PER_MINUTE: String(inboxBudget),
    });
    const meshwork = { publicUrl: host, baseUrl: limited.baseUrl };
    const [busy, other] = [
      await startRemoteFediverseServer({ usernames: ['alice'], meshwork }),
      await startRemoteFediverseServer({ usernames: ['alice'], meshwork }),
    ];
    try {
      const member = await createMember(limited.app);
      // Forged deliveries naming the server's key (a signature that cannot hold) are refused and spend nothing.
      for (let i = 0; i < inboxBudget + 1; i++) {
        const forged = await limited.request('POST', '/ap/inbox', {
          headers: {
            'content-type': 'application/activity+json',
            date: new Date().toUTCString(),
            signature: `keyId="${busy.actorUri('alice').href}#main-key",algorithm="rsa-sha256",headers="(request-target) date",signature="AAAA"`,
          },
          rawBody: JSON.stringify({
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: `${busy.origin}/forged/${i}`,
            type: 'Follow',
            actor: busy.actorUri('alice').href,
            object: `${host}/ap/actors/${member.id}`,
          }),
        });
        expect(forged.status).toBe(401);
      }
      for (let i = 0; i < inboxBudget; i++) await deliverFollow(busy, member.id, limited);
      await expect(deliverFollow(busy, member.id, limited)).rejects.toThrow(/429/);
      // Another server keeps its own budget.
      await deliverFollow(other, member.id, limited);
    } finally {
      await busy.close();
      await other.close();
      await limited.close();
    }
  });
});
