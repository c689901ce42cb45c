import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import type { NotificationRow } from '../../db/schema/index.js';
import { MentionBudget } from './mentionBudget.js';
import { NotificationPreferences } from './preferences.js';
import { NotificationService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const listOf = async (member: SignedInMember, query = '') => (await member.call('GET', `/notifications${query}`)).body.output;
const unreadOf = async (member: SignedInMember) => (await member.call('GET', '/notifications/unread-count')).body.output.unread_count;
const summary = (page: { items: Array<{ type: string; actor: { user_id: string }; read: boolean }> }) =>
  page.items.map((item) => [item.type, item.actor.user_id, item.read]);

describe('notifications of the social graph', () => {
  it('tell of friend requests, accepts and follows, newest first, with the actor', async () => {
    const [ana, ben] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    await ana.call('POST', `/follows/${ben.id}`);
    expect(summary(await listOf(ben))).toEqual([
      ['follow', ana.id, false],
      ['friend_request', ana.id, false],
    ]);
    expect(await unreadOf(ben)).toBe(2);

    await ben.call('POST', `/friends/requests/${ana.id}/accept`);
    // Answering the request settles its notification; the sender hears of the accept.
    expect(summary(await listOf(ben))).toEqual([
      ['follow', ana.id, false],
      ['friend_request', ana.id, true],
    ]);
    expect(summary(await listOf(ana))).toEqual([['friend_accept', ben.id, false]]);
    expect((await listOf(ana)).items[0].actor).toEqual(expect.objectContaining({ nickname: ben.nickname }));
  });

  it('withdraw an unread request when it is cancelled and an unread follow when it is undone, without stacking repeats', async () => {
    const [ana, ben] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await ana.call('POST', '/friends/requests', { user_id: ben.id });
    await ana.call('DELETE', `/friends/requests/${ben.id}`);
    await ana.call('POST', `/follows/${ben.id}`);
    await ana.call('DELETE', `/follows/${ben.id}`);
    expect((await listOf(ben)).items).toEqual([]);
    await ana.call('POST', `/follows/${ben.id}`);
    await ana.call('DELETE', `/follows/${ben.id}`);
    await ana.call('POST', `/follows/${ben.id}`);
    expect(summary(await listOf(ben))).toEqual([['follow', ana.id, false]]);
  });

  it('are marked read one by one or all at once, each answering the unread count', async () => {
    const [me, a, b, c] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t), signedInMember(t)]);
    for (const follower of [a, b, c]) await follower.call('POST', `/follows/${me.id}`);
    const [newest] = (await listOf(me)).items;
    const marked = await me.call('POST', `/notifications/${newest.id}/read`);
    expect([marked.status, marked.body.output]).toEqual([200, { unread_count: 2 }]);
    expect((await me.call('POST', `/notifications/${newest.id}/read`)).body.output).toEqual({ unread_count: 2 });
    expect(summary(await listOf(me, '?unread=true')).map(([, actor]) => actor)).toEqual([b.id, a.id]);

    const all = await me.call('POST', '/notifications/read-all');
    expect(all.body.output).toEqual({ unread_count: 0 });
    expect((await listOf(me, '?unread=true')).items).toEqual([]);
    expect((await listOf(me)).items).toHaveLength(3);
  });

  it("answer 404 to marking another member's notification and 422 to a malformed id", async () => {
    const [me, other, fan] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await fan.call('POST', `/follows/${me.id}`);
    const [mine] = (await listOf(me)).items;
    expect((await other.call('POST', `/notifications/${mine.id}/read`)).status).toBe(404);
    expect(await unreadOf(me)).toBe(1);
    expect((await me.call('POST', '/notifications/not-an-id/read')).status).toBe(422);
    expect((await me.call('GET', '/notifications?cursor=%%%')).status).toBe(422);
  });

  it('page newest first with a cursor', async () => {
    const me = await signedInMember(t);
    const followers = await Promise.all(Array.from({ length: 5 }, () => signedInMember(t)));
    for (const follower of followers) await follower.call('POST', `/follows/${me.id}`);
    const first = await listOf(me, '?limit=3');
    const second = await listOf(me, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((item: any) => item.actor.user_id)).toEqual(
      followers.map((follower) => follower.id).reverse(),
    );
  });

  it('leave out actors awaiting deletion from the list and the count', async () => {
    const [me, leaving] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await befriend(leaving, me);
    await t.app.database.pool.query('update members set delete_request_timestamp = now() where id = $1', [leaving.id]);
    expect((await listOf(me)).items).toEqual([]);
    expect(await unreadOf(me)).toBe(0);
  });

  it('hand every stored notification to the publisher, the hook of live delivery', async () => {
    const [me, fan] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const db = t.app.database.db;
    const published: NotificationRow[] = [];
    const budget = new MentionBudget({ prefix: 'publisher-test' });
    const service = new NotificationService(db, new NotificationPreferences(db), budget, (row) => void published.push(row));
    await service.notify({ recipientId: me.id, actorId: fan.id, type: 'follow' });
    expect(published).toEqual([expect.objectContaining({ recipientId: me.id, actorId: fan.id, type: 'follow', readAt: null })]);
  });
});
