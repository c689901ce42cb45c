import { apiPaths, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys } from './testing/realtimeTesting.js';
import { signedInMember } from '../../../test/sessionHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('live notifications', () => {
  it("publishes each new notification on the recipient's user channel", async () => {
    const [ada, bob] = [await signedInMember(t), await signedInMember(t)];
    const channel = encodeURIComponent(userChannelOf(bob.id));
    const subscribe = (cursor: string) =>
      t.request('GET', `/v2/subscribe/${realtimeKeys.subscribeKey}/${channel}/0?uuid=${bob.uuid}&auth=${bob.token}&${cursor}`);
    const handshake = await subscribe('tt=0');
    const waiting = subscribe(`tt=${handshake.body.t.t}&tr=${handshake.body.t.r}`);

    const sent = await t.request('POST', `/api${apiPaths.friendRequests}`, { token: ada.token, body: { user_id: bob.id } });
    expect(sent.status).toBe(200);

    const delivered = await waiting;
    expect(delivered.body.m).toEqual([
      expect.objectContaining({ c: userChannelOf(bob.id), d: { kind: 'notification', id: expect.any(String), type: 'friend_request' } }),
    ]);
    const { body } = await t.request('GET', `/api${apiPaths.notifications}`, { token: bob.token });
    expect(body.output.items[0].id).toBe(delivered.body.m[0].d.id);
  });
});
