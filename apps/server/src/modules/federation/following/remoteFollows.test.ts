import { Accept, Follow, Undo } from '@fedify/vocab';
import { federationLimits } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../../test/jobHelpers.js';
import { startRemoteFediverseServer, type RemoteFediverseServer } from '../../../../test/remoteFediverseServer.js';
import { memberWithSession, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../../test/testApp.js';
import { startLoopbackServer } from '../remote/loopbackServer.js';

let t: TestApp;
let remote: RemoteFediverseServer;
beforeAll(async () => {
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
  remote = await startRemoteFediverseServer({ usernames: ['alice', 'bob', 'carol'], meshwork: { publicUrl: host, baseUrl: t.baseUrl } });
});
afterAll(async () => {
  await remote?.close();
  await t?.close();
});

const host = 'http://meshwork.test';
const actorUri = (member: SignedInMember) => `${host}/ap/actors/${member.id}`;
const remoteHost = () => new URL(remote.origin).host;
const handle = (username: string) => `${username}@${remoteHost()}`;

const follow = (member: SignedInMember, account: string) => member.call('POST', '/federation/following', { account });
const followed = async (member: SignedInMember) => {
  const answer = await member.call('GET', '/federation/following');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.output.items as Array<{ id: string; handle: string; state: string }>;
};
const stateOf = async (member: SignedInMember, username: string) =>
  (await followed(member)).find((account) => account.handle === handle(username))?.state ?? 'none';

/** The Follows the remote server received from the member. */
const followsFrom = (member: SignedInMember) =>
  remote.received.filter((activity): activity is Follow => activity instanceof Follow && activity.actorId?.href === actorUri(member));

/** Waits until Meshwork has handled every activity it received (its listeners run as jobs). */
const handled = () => jobsSettled(t, 'federation-message');

describe('following an account of another server', () => {
  it('sends a signed Follow, becomes accepted on the Accept, and sends an Undo on unfollow', async () => {
    remote.answerFollowsWith('accept');
    const member = await memberWithSession(t);
    const answer = await follow(member, `@${handle('alice')}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.output).toMatchObject({
      handle: handle('alice'),
      name: 'Remote alice',
      url: remote.actorUri('alice').href,
      icon_url: null,
      state: 'pending',
    });

    // The remote server verified the signature before recording it.
    await expect.poll(() => followsFrom(member).length, { timeout: 20_000 }).toBe(1);
    const [sent] = followsFrom(member);
    expect(sent!.objectId?.href).toBe(remote.actorUri('alice').href);
    expect(sent!.id?.href).toMatch(new RegExp(`^${actorUri(member)}#follows/[0-9a-f-]{36}$`));
    await expect.poll(() => stateOf(member, 'alice'), { timeout: 20_000 }).toBe('accepted');

    expect((await member.call('DELETE', `/federation/following/${answer.body.output.id}`)).status).toBe(200);
    expect(await followed(member)).toEqual([]);
    const undoOf = () =>
      remote.received.find((activity) => activity instanceof Undo && activity.actorId?.href === actorUri(member)) as Undo | undefined;
    await expect.poll(() => undoOf(), { timeout: 20_000 }).toBeDefined();
    const undone = await undoOf()!.getObject();
    expect(undone).toBeInstanceOf(Follow);
    expect(undone!.id?.href).toBe(sent!.id?.href);
    expect((await member.call('DELETE', `/federation/following/${answer.body.output.id}`)).body.error).toBe('not_following');
  });

  it('is removed by a Reject', async () => {
    remote.answerFollowsWith('reject');
    const member = await memberWithSession(t);
    expect((await follow(member, handle('bob'))).status).toBe(201);
    await expect.poll(() => followsFrom(member).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => stateOf(member, 'bob'), { timeout: 20_000 }).toBe('none');
  });

  it('answers 200 when followed again, sending the pending Follow again under a new id, which its Accept names', async () => {
    remote.answerFollowsWith('none');
    const member = await memberWithSession(t);
    const first = await follow(member, handle('carol'));
    const again = await follow(member, remote.actorUri('carol').href);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.output).toEqual(first.body.output);
    await expect.poll(() => followsFrom(member).length, { timeout: 20_000 }).toBe(2);
    expect(new Set(followsFrom(member).map((sent) => sent.id?.href)).size).toBe(2);
    expect((await followed(member)).map((account) => account.handle)).toEqual([handle('carol')]);

    remote.answerFollowsWith('accept');
    expect((await follow(member, handle('carol'))).status).toBe(200);
    await expect.poll(() => stateOf(member, 'carol'), { timeout: 20_000 }).toBe('accepted');
    // An accepted follow is not sent again.
    expect((await follow(member, handle('carol'))).body.output.state).toBe('accepted');
    await handled();
    expect(followsFrom(member)).toHaveLength(3);
  });

  it('takes an Accept only from the account followed', async () => {
    remote.answerFollowsWith('none');
    const member = await memberWithSession(t);
    await follow(member, handle('alice'));
    await expect.poll(() => followsFrom(member).length, { timeout: 20_000 }).toBe(1);
    const [sent] = followsFrom(member);
    const acceptAs = (username: string, object: Follow | URL) =>
      remote.context.sendActivity(
        { identifier: username },
        { id: new URL(actorUri(member)), inboxId: new URL(`${t.baseUrl}/ap/inbox`) },
        new Accept({ id: new URL(`${remote.origin}/accepts/${username}-${member.id}`), actor: remote.actorUri(username), object }),
        { immediate: true },
      );

    await acceptAs('bob', sent!);
    await handled();
    expect(await stateOf(member, 'alice')).toBe('pending');
    // A bare id names the Follow as well as an embedded one.
    await acceptAs('alice', sent!.id!);
    await expect.poll(() => stateOf(member, 'alice'), { timeout: 20_000 }).toBe('accepted');
  });

  it.each([
    ['a lone @', '@'],
    ['two @', 'a@b@c'],
    ['a NUL character', 'ali\u0000ce@remote.example'],
    ['a 10 KB string', `${'a'.repeat(10_000)}@remote.example`],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a host a URL parser rewrites', 'alice@127.1'],
    ['an empty account', '   '],
  ])('refuses %s with 422, reaching no server', async (_name, account) => {
    const member = await memberWithSession(t);
    const answer = await follow(member, account);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(await followed(member)).toEqual([]);
  });

  it('refuses an account of this server, by handle or address, telling to follow it here', async () => {
    const member = await memberWithSession(t);
    for (const account of ['@someone@meshwork.test', `${host}/ap/actors/${member.id}`]) {
      const answer = await follow(member, account);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('own_server_account');
    }
  });

  it('answers 404 for an account its server does not know', async () => {
    const member = await memberWithSession(t);
    const answer = await follow(member, handle('nobody'));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('remote_account_not_found');
  });

  it('answers 422 when the server cannot be reached', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const member = await memberWithSession(t);
    const answer = await follow(member, `alice@127.0.0.1:${closed.port}`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('remote_server_unreachable');
  });

  it('follows at most 5000 remote accounts', async () => {
    const member = await memberWithSession(t);
    await t.app.database.db.execute(sql`
      with actors as (
        insert into remote_actors (uri, inbox, handle, name, host)
        select 'https://many.example/users/' || n || '-' || ${member.id}, 'https://many.example/inbox', 'u' || n || '@many.example', '', 'many.example'
        from generate_series(1, ${federationLimits.followedMax}) n
        returning id
      )
      insert into remote_following (member_id, remote_actor_id, follow_activity_id)
      select ${member.id}, id, 'https://meshwork.test/follows/' || id from actors`);
    const answer = await follow(member, handle('alice'));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('too_many_followed');
  });

  it('limits look-ups to 30 a minute per member', async () => {
    const member = await memberWithSession(t);
    const lookUp = () => member.call('GET', '/federation/accounts?account=someone@meshwork.test');
    for (let call = 0; call < federationLimits.perMinute; call += 1) expect((await lookUp()).status).toBe(422);
    expect((await lookUp()).status).toBe(429);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/federation/following')).status).toBe(401);
    expect((await t.request('POST', '/api/federation/following', { body: { account: handle('alice') } })).status).toBe(401);
    expect((await t.request('GET', `/api/federation/accounts?account=${handle('alice')}`)).status).toBe(401);
  });
});

describe('a remote profile', () => {
  it('shows the account as its server gives it, with the member’s follow state', async () => {
    remote.answerFollowsWith('none');
    const member = await memberWithSession(t);
    const account = `@${handle('bob')}`;
    const before = await member.call('GET', `/federation/accounts?account=${encodeURIComponent(account)}`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.output).toMatchObject({
      handle: handle('bob'),
      name: 'Remote bob',
      url: remote.actorUri('bob').href,
      header_url: null,
      follow_state: null,
      posts: [],
    });
    await follow(member, account);
    const after = await member.call('GET', `/federation/accounts?account=${encodeURIComponent(account)}`);
    expect(after.body.output.follow_state).toBe('pending');
  });
});
