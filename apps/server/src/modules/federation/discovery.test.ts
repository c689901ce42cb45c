import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { activityBodyLimit } from './fastifyBridge.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
});
afterAll(() => t.close());

const host = 'meshwork.test';
const webfinger = (resource: string) => t.request('GET', `/.well-known/webfinger?resource=${encodeURIComponent(resource)}`);
const actorUrl = (id: string) => `http://${host}/ap/actors/${id}`;

describe('WebFinger', () => {
  it('answers the actor of acct:username@host, whatever the case of the username', async () => {
    const member = await createMember(t.app);
    for (const username of [member.username, member.username.toUpperCase()]) {
      const { status, body } = await webfinger(`acct:${username}@${host}`);
      expect(status).toBe(200);
      expect(body.links).toContainEqual({ rel: 'self', type: 'application/activity+json', href: actorUrl(member.id) });
    }
  });

  it('answers 404 for an unknown, suspended, leaving or unapproved member', async () => {
    const hidden = await Promise.all([
      createMember(t.app, { suspendedAt: new Date() }),
      createMember(t.app, { deleteRequestTimestamp: new Date() }),
      createMember(t.app, { awaitingApprovalSince: new Date() }),
    ]);
    for (const username of ['nobody_here', ...hidden.map((member) => member.username)])
      expect((await webfinger(`acct:${username}@${host}`)).status).toBe(404);
  });

  it('refuses a malformed resource with a 4xx, never a 5xx', async () => {
    const resources = [
      '',
      'no-acct-scheme',
      'acct:',
      `acct:a\u0000b@${host}`,
      `acct:${'a'.repeat(10_000)}@${host}`,
      'acct:x@other.example',
      '%%%',
    ];
    for (const resource of resources) {
      const { status } = await webfinger(resource);
      expect(status, resource.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(status, resource.slice(0, 40)).toBeLessThan(500);
    }
    expect((await t.request('GET', '/.well-known/webfinger')).status).toBe(400);
  });
});

describe('NodeInfo and host-meta', () => {
  it('links NodeInfo 2.1 from the well-known document', async () => {
    const { status, body } = await t.request('GET', '/.well-known/nodeinfo');
    expect(status).toBe(200);
    expect(body.links).toContainEqual(
      expect.objectContaining({ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `http://${host}/nodeinfo/2.1` }),
    );
  });

  it('describes the software, its protocol, the members and whether anyone may join', async () => {
    await createMember(t.app, { lastActiveAt: new Date() });
    const { status, body } = await t.request('GET', '/nodeinfo/2.1');
    expect(status).toBe(200);
    expect(body.software).toEqual({ name: 'meshwork', version: '0.1.0' });
    expect(body.protocols).toEqual(['activitypub']);
    expect(body.openRegistrations).toBe(true);
    expect(body.usage.users.activeMonth).toBeGreaterThanOrEqual(1);
    expect(body.usage.users.total).toBeGreaterThanOrEqual(body.usage.users.activeHalfyear);
    expect(body.usage.localPosts).toBe(0);
  });

  it('serves host-meta as XRD with the WebFinger template', async () => {
    const response = await fetch(`${t.baseUrl}/.well-known/host-meta`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xrd\+xml/);
    expect(await response.text()).toContain(`<Link rel="lrdd" template="http://${host}/.well-known/webfinger?resource={uri}"/>`);
  });
});

describe('inboxes', () => {
  const follow = (object: string) =>
    JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://remote.example/activities/1',
      type: 'Follow',
      actor: 'https://remote.example/users/alice',
      object,
    });
  const post = (path: string, body: string | Buffer, contentType = 'application/activity+json') =>
    fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const queuedMessages = async () =>
    (
      await t.app.database.pool.query<{ n: number }>(
        `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'federation-message'`,
      )
    ).rows[0]!.n;

  it('refuses an unsigned activity at a member inbox and at the shared inbox, and queues nothing', async () => {
    const member = await createMember(t.app);
    for (const path of [`/ap/actors/${member.id}/inbox`, '/ap/inbox']) {
      expect((await post(path, follow(actorUrl(member.id)))).status).toBe(401);
      expect(
        (await post(path, follow(actorUrl(member.id)), 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"')).status,
      ).toBe(401);
    }
    expect(await queuedMessages()).toBe(0);
  });

  it('answers 413 to a body over the limit and a 4xx to malformed JSON', async () => {
    const member = await createMember(t.app);
    const inbox = `/ap/actors/${member.id}/inbox`;
    expect((await post(inbox, Buffer.alloc(activityBodyLimit + 1, 'a'))).status).toBe(413);
    for (const body of ['{not json', '', '\u0000', '[]']) {
      const { status } = await post(inbox, body);
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await queuedMessages()).toBe(0);
  });
});
