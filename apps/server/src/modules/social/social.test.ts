import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { follows, friendships } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the social feed payload', () => {
  it('counts accepted friends, followings and followers from the tables', async () => {
    const [me, friend, requester, fan, idol, leaving] = await Promise.all(Array.from({ length: 6 }, () => createMember(t.app)));
    await t.app.database.db.insert(friendships).values([
      { requesterId: me!.id, addresseeId: friend!.id, status: 'accepted' },
      { requesterId: requester!.id, addresseeId: me!.id, status: 'pending' },
      { requesterId: leaving!.id, addresseeId: me!.id, status: 'accepted' },
    ]);
    await t.app.database.db.insert(follows).values([
      { followerId: fan!.id, followeeId: me!.id },
      { followerId: me!.id, followeeId: idol!.id },
      { followerId: me!.id, followeeId: fan!.id },
      { followerId: leaving!.id, followeeId: me!.id },
    ]);
    // A member awaiting deletion is hidden from everyone.
    const { members } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db.update(members).set({ deleteRequestTimestamp: new Date() }).where(eq(members.id, leaving!.id));

    const { body: login } = await t.request('POST', '/api/auth/login', { body: { login: me!.username, password: testPassword } });
    const { status, body } = await t.request('GET', '/api/social/social-feed', { token: login.output.token });
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ friends_count: 1, followings_count: 2, followers_count: 1 });
    expect(body.output.friends).toEqual([
      expect.objectContaining({ user_id: friend!.id, nickname: friend!.nickname, username: friend!.username, status: 'offline' }),
    ]);
  });

  it('lists the notification types', async () => {
    const member = await createMember(t.app);
    const { body: login } = await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } });
    const { body } = await t.request('GET', '/api/notifications/types', { token: login.output.token });
    expect(body.output.map((type: { key: string }) => type.key)).toEqual(
      expect.arrayContaining(['friend_request', 'friend_accept', 'follow']),
    );
  });
});
