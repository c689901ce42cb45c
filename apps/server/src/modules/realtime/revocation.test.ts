import { directChannelOf, userChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { testPassword } from '../../../test/factories.js';
import { linkMailsSent } from '../../../test/jobHelpers.js';
import { latestMailTo, loginAs, signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeOf } from './testing/realtimeTesting.js';

const refused = { status: 403, error: true, message: 'Forbidden', service: 'Access Manager' };

/** Another session of the same member, as a second device would hold it. */
async function secondDevice(t: TestApp, member: SignedInMember): Promise<SignedInMember> {
  return { ...member, token: (await loginAs(t, member.member.username)).token };
}

describe('product changes reach realtime access at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it("ends a logged-out session's held subscribe with 403 and refuses its next call; the member's other session goes on", async () => {
    const member = await signedInMember(t);
    const phone = await secondDevice(t, member);
    const channel = userChannelOf(member.id);
    const held = await memberCalls(realtimeOf(t), member).heldSubscribe([channel]);
    const heldOnPhone = await memberCalls(realtimeOf(t), phone).heldSubscribe([channel]);
    expect((await member.call('POST', '/auth/logout')).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: refused });
    expect((await memberCalls(realtimeOf(t), member).publish(channel, 'after logout')).status).toBe(403);
    // The other session's request comes back empty, to return under the new rules; it is still allowed.
    expect((await heldOnPhone.answer).status).toBe(200);
    expect((await memberCalls(realtimeOf(t), phone).publish(channel, 'from the phone')).status).toBe(200);
  });

  it('ends every session of a member at once on a password reset', async () => {
    const member = await signedInMember(t);
    const held = await memberCalls(realtimeOf(t), member).heldSubscribe([userChannelOf(member.id)]);
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email: member.member.email } })).status).toBe(200);
    await linkMailsSent(t);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await latestMailTo(t, member.member.email))!.text)![1];
    expect((await t.request('POST', '/api/reset-password', { body: { token, password: 'N3w!Secret' } })).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: refused });
  });

  it("ends the member's other sessions at once on a password change, and keeps the one that changed it", async () => {
    const member = await signedInMember(t);
    const phone = await secondDevice(t, member);
    const heldOnPhone = await memberCalls(realtimeOf(t), phone).heldSubscribe([userChannelOf(member.id)]);
    const changed = await member.call('POST', '/user/password/update', { current_password: testPassword, password: 'N3w!Secret' });
    expect(changed.status).toBe(200);
    expect(await heldOnPhone.answer).toEqual({ status: 403, body: refused });
    expect((await memberCalls(realtimeOf(t), member).publish(userChannelOf(member.id), 'still here')).status).toBe(200);
  });

  it('ends every session of a member at once on a deactivation', async () => {
    const member = await signedInMember(t);
    const held = await memberCalls(realtimeOf(t), member).heldSubscribe([userChannelOf(member.id)]);
    expect((await member.call('POST', '/user/deactivate', { password: testPassword })).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: refused });
    expect((await memberCalls(realtimeOf(t), member).publish(userChannelOf(member.id), 'gone')).status).toBe(403);
  });

  it('closes a conversation at once on a block, and opens it again at once on the unblock', async () => {
    const [dave, erin] = [await signedInMember(t), await signedInMember(t)];
    const conversation = directChannelOf(dave.id, erin.id);
    const asErin = memberCalls(realtimeOf(t), erin);
    expect((await asErin.publish(conversation, 'hi')).status).toBe(200);
    const held = await asErin.heldSubscribe([conversation]);
    expect((await dave.call('POST', `/blocks/${erin.id}`)).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: { ...refused, payload: { channels: [conversation] } } });
    expect((await asErin.publish(conversation, 'still there?')).status).toBe(403);
    expect((await dave.call('DELETE', `/blocks/${erin.id}`)).status).toBe(200);
    expect((await asErin.publish(conversation, 'hello again')).status).toBe(200);
  });
});

describe('product changes reach every node at once', () => {
  let database: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
    nodeA = await startTestApp(env, { database });
    nodeB = await startTestApp(env, { database });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('a logout on node A ends the held subscribe on node B and refuses the next call there', async () => {
    const member = await signedInMember(nodeA);
    const onB = memberCalls(realtimeOf(nodeB), member);
    const held = await onB.heldSubscribe([userChannelOf(member.id)]);
    expect((await member.call('POST', '/auth/logout')).status).toBe(200);
    expect(await held.answer).toEqual({ status: 403, body: refused });
    expect((await onB.publish(userChannelOf(member.id), 'after logout')).status).toBe(403);
  });

  it('a block on node A refuses the next publish on node B and ends the held subscribe there', async () => {
    const [dave, erin] = [await signedInMember(nodeA), await signedInMember(nodeA)];
    const conversation = directChannelOf(dave.id, erin.id);
    const erinOnB = memberCalls(realtimeOf(nodeB), erin);
    expect((await erinOnB.publish(conversation, 'hi')).status).toBe(200);
    const held = await memberCalls(realtimeOf(nodeB), dave).heldSubscribe([conversation]);
    expect((await dave.call('POST', `/blocks/${erin.id}`)).status).toBe(200);
    expect((await erinOnB.publish(conversation, 'blocked?')).status).toBe(403);
    expect((await held.answer).status).toBe(403);
  });
});
