import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys } from './testing/realtimeTesting.js';
import { signedInMember } from '../../../test/sessionHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statusOfFriend = async (viewer: { token: string }, friendId: string) => {
  const { body } = await t.request('GET', '/api/friends?search_query=', { token: viewer.token });
  return body.output.items.find((friend: { user_id: string }) => friend.user_id === friendId)?.status;
};

describe("a friend's status in the friends list", () => {
  it('comes from the realtime service: online while subscribed, offline before and after (one rule: not connected is offline)', async () => {
    const [ada, bob] = [await signedInMember(t), await signedInMember(t)];
    await t.app.database.db
      .insert(friendships)
      .values({ requesterId: ada.id, addresseeId: bob.id, status: 'accepted', acceptedAt: new Date() });
    // Bob has just logged in, but is not connected to the realtime service yet.
    expect(await statusOfFriend(ada, bob.id)).toBe('offline');

    const channel = encodeURIComponent(`user.${bob.id}`);
    const handshake = await t.request(
      'GET',
      `/v2/subscribe/${realtimeKeys.subscribeKey}/${channel}/0?uuid=${bob.uuid}&auth=${bob.token}&heartbeat=60&tt=0`,
    );
    expect(handshake.status).toBe(200);
    await expect.poll(() => statusOfFriend(ada, bob.id)).toBe('online');

    const left = await t.request(
      'GET',
      `/v2/presence/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}/leave?uuid=${bob.uuid}&auth=${bob.token}`,
    );
    expect(left.status).toBe(200);
    await expect.poll(() => statusOfFriend(ada, bob.id)).toBe('offline');
  });
});
