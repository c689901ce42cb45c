import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (overrides = {}) => signedInMember(t, overrides);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('friend requests', () => {
  it('are sent, seen from both sides and accepted into a friendship', async () => {
    const [ana, ben] = await Promise.all([member(), member()]);
    const sent = await ana.call('POST', '/friends/requests', { user_id: ben.id });
    expect(sent.status).toBe(200);
    expect(sent.body.output).toEqual({
      user_id: ben.id,
      relation: { friendship: 'request_sent', following: false, follows_you: false, blocked: false },
    });

    const outgoing = await ana.call('GET', '/friends/requests?direction=outgoing');
    expect(outgoing.body.output.items.map((request: any) => request.user.user_id)).toEqual([ben.id]);
    const incoming = await ben.call('GET', '/friends/requests?direction=incoming');
    expect(incoming.body.output.items.map((request: any) => request.user.user_id)).toEqual([ana.id]);

    const accepted = await ben.call('POST', `/friends/requests/${ana.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.output.relation.friendship).toBe('friends');
    expect((await ana.call('GET', '/friends')).body.output.items.map((friend: any) => friend.user_id)).toEqual([ben.id]);
    expect((await ben.call('GET', '/friends')).body.output.items.map((friend: any) => friend.user_id)).toEqual([ana.id]);
    expect((await ben.call('GET', '/friends/requests?direction=incoming')).body.output.items).toEqual([]);
  });

  it('refuses a request to oneself', async () => {
    const ana = await member();
    const { status, body } = await ana.call('POST', '/friends/requests', { user_id: ana.id });
    expect(status).toBe(400);
    expect(body.error).toBe('self_target');
  });

  it('refuses a duplicate request and a request between friends', async () => {
    const [ana, ben, cleo] = await Promise.all([member(), member(), member()]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    const again = await ana.call('POST', '/friends/requests', { user_id: ben.id });
    expect([again.status, again.body.error]).toEqual([409, 'request_already_sent']);

    await befriend(ana, cleo);
    const toFriend = await cleo.call('POST', '/friends/requests', { user_id: ana.id });
    expect([toFriend.status, toFriend.body.error]).toEqual([409, 'already_friends']);
  });

  it('accepts the other request when both members ask', async () => {
    const [ana, ben] = await Promise.all([member(), member()]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    const { status, body } = await ben.call('POST', '/friends/requests', { user_id: ana.id });
    expect(status).toBe(200);
    expect(body.output.relation.friendship).toBe('friends');
  });

  it('lets nobody accept, decline or cancel a request that is not theirs to answer', async () => {
    const [ana, ben, eve] = await Promise.all([member(), member(), member()]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    // The sender cannot accept or decline their own request.
    expect((await ana.call('POST', `/friends/requests/${ben.id}/accept`)).status).toBe(404);
    expect((await ana.call('POST', `/friends/requests/${ben.id}/decline`)).status).toBe(404);
    // A third member can neither answer nor cancel it.
    expect((await eve.call('POST', `/friends/requests/${ana.id}/accept`)).status).toBe(404);
    expect((await eve.call('DELETE', `/friends/requests/${ben.id}`)).status).toBe(404);
    // The addressee cannot cancel it: only the sender can.
    expect((await ben.call('DELETE', `/friends/requests/${ana.id}`)).status).toBe(404);
    expect((await ben.call('GET', '/friends/requests')).body.output.items).toHaveLength(1);
  });

  it('are declined by the addressee and cancelled by the sender', async () => {
    const [ana, ben, cleo] = await Promise.all([member(), member(), member()]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    const declined = await ben.call('POST', `/friends/requests/${ana.id}/decline`);
    expect([declined.status, declined.body.output.relation.friendship]).toEqual([200, 'none']);
    expect((await ana.call('GET', '/friends/requests?direction=outgoing')).body.output.items).toEqual([]);

    await ana.call('POST', '/friends/requests', { user_id: cleo.id });
    const cancelled = await ana.call('DELETE', `/friends/requests/${cleo.id}`);
    expect([cancelled.status, cancelled.body.output.relation.friendship]).toEqual([200, 'none']);
    expect((await cleo.call('GET', '/friends/requests')).body.output.items).toEqual([]);
    expect((await ana.call('POST', `/friends/requests/${cleo.id}/accept`)).status).toBe(404);
  });

  it('ends a friendship on unfriend, from either side, and only between friends', async () => {
    const [ana, ben] = await Promise.all([member(), member()]);
    expect((await ana.call('DELETE', `/friends/${ben.id}`)).body.error).toBe('not_friends');
    await befriend(ana, ben);
    const { status, body } = await ben.call('DELETE', `/friends/${ana.id}`);
    expect([status, body.output.relation.friendship]).toEqual([200, 'none']);
    expect((await ana.call('GET', '/friends')).body.output.items).toEqual([]);
  });

  it('answers 404 for an unknown member or one awaiting deletion, and 422 for a malformed id', async () => {
    const [ana, leaving] = await Promise.all([member(), member({ deleteRequestTimestamp: new Date() })]);
    expect((await ana.call('POST', '/friends/requests', { user_id: unknownId })).status).toBe(404);
    expect((await ana.call('POST', '/friends/requests', { user_id: leaving.id })).status).toBe(404);
    for (const [method, path, body] of [
      ['POST', '/friends/requests', { user_id: 'ben' }],
      ['POST', '/friends/requests', {}],
      ['POST', '/friends/requests/not-an-id/accept', undefined],
      ['POST', '/friends/requests/42/decline', undefined],
      ['DELETE', '/friends/requests/x', undefined],
      ['DELETE', '/friends/x', undefined],
    ] as const) {
      const { status, body: answer } = await ana.call(method, path, body);
      expect([path, status, answer.error]).toEqual([path, 422, 'validation_failed']);
    }
    expect((await ana.call('GET', '/friends/requests?direction=sideways')).status).toBe(422);
  });

  it('need a session', async () => {
    const { status } = await t.request('GET', '/api/friends');
    expect(status).toBe(401);
  });
});
