import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ids = (page: { items: Array<{ user_id?: string; user?: { user_id: string } }> }) =>
  page.items.map((item) => item.user_id ?? item.user?.user_id);

describe('blocking a member', () => {
  it('ends friendship, requests, follows and notifications both ways', async () => {
    const [me, pest, asker] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(me, pest);
    await Promise.all([
      me.call('POST', `/follows/${pest.id}`),
      pest.call('POST', `/follows/${me.id}`),
      asker.call('POST', '/friends/requests', { user_id: me.id }),
    ]);
    const { status, body } = await me.call('POST', `/blocks/${pest.id}`);
    expect(status).toBe(200);
    expect(body.output.relation).toEqual({ friendship: 'none', following: false, follows_you: false, blocked: true });

    expect((await me.call('GET', '/social/social-feed')).body.output).toMatchObject({
      friends: [],
      friends_count: 0,
      followings_count: 0,
      followers_count: 0,
    });
    expect((await pest.call('GET', '/social/social-feed')).body.output).toMatchObject({
      friends_count: 0,
      followings_count: 0,
      followers_count: 0,
    });
    const myNotifications = (await me.call('GET', '/notifications')).body.output.items;
    expect(myNotifications.map((notification: any) => notification.actor.user_id)).toEqual([asker.id]);
    expect((await pest.call('GET', '/notifications')).body.output.items).toEqual([]);
  });

  it('hides the blocker from the blocked member, who can no longer reach them', async () => {
    const [me, pest] = await Promise.all([signedInMember(t, { nickname: 'Blocker' }), signedInMember(t)]);
    await me.call('POST', `/blocks/${pest.id}`);
    expect(ids((await pest.call('GET', '/people?search_query=Blocker')).body.output)).toEqual([]);
    // The blocked member hears "not found", exactly as for a member who does not exist.
    for (const [method, path, payload] of [
      ['POST', '/friends/requests', { user_id: me.id }],
      ['POST', `/follows/${me.id}`, undefined],
      ['POST', `/blocks/${me.id}`, undefined],
    ] as const) {
      const { status, body } = await pest.call(method, path, payload);
      expect([path, status, body.error]).toEqual([path, 404, 'member_not_found']);
    }
  });

  it('makes the blocker unblock before asking or following, and is listed until lifted', async () => {
    const [me, pest] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await me.call('POST', `/blocks/${pest.id}`);
    expect((await me.call('POST', `/blocks/${pest.id}`)).body.error).toBe('already_blocked');
    expect((await me.call('POST', '/friends/requests', { user_id: pest.id })).body.error).toBe('blocked');
    expect((await me.call('POST', `/follows/${pest.id}`)).body.error).toBe('blocked');
    expect(ids((await me.call('GET', '/blocks')).body.output)).toEqual([pest.id]);
    expect(ids((await me.call('GET', '/people')).body.output)).not.toContain(pest.id);

    const lifted = await me.call('DELETE', `/blocks/${pest.id}`);
    expect([lifted.status, lifted.body.output.relation.blocked]).toEqual([200, false]);
    expect((await me.call('GET', '/blocks')).body.output.items).toEqual([]);
    expect((await me.call('DELETE', `/blocks/${pest.id}`)).body.error).toBe('not_blocked');
    expect((await pest.call('POST', '/friends/requests', { user_id: me.id })).status).toBe(200);
  });
});
