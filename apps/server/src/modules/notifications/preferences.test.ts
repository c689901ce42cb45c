import { notificationKinds } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('notification preferences', () => {
  it('start with every type on', async () => {
    const me = await signedInMember(t);
    const { body } = await me.call('GET', '/notifications/preferences');
    expect(body.output).toEqual(notificationKinds.map((type) => ({ type, enabled: true })));
  });

  it('switch a type off so that none of it is created, and on again', async () => {
    const [me, fan, asker] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const saved = await me.call('PUT', '/notifications/preferences', { preferences: [{ type: 'follow', enabled: false }] });
    expect(saved.status).toBe(200);
    expect(saved.body.output).toContainEqual({ type: 'follow', enabled: false });
    expect(saved.body.output).toContainEqual({ type: 'friend_request', enabled: true });

    await fan.call('POST', `/follows/${me.id}`);
    await asker.call('POST', '/friends/requests', { user_id: me.id });
    const types = async () => (await me.call('GET', '/notifications')).body.output.items.map((item: any) => item.type);
    expect(await types()).toEqual(['friend_request']);

    await me.call('PUT', '/notifications/preferences', { preferences: [{ type: 'follow', enabled: true }] });
    await fan.call('DELETE', `/follows/${me.id}`);
    await fan.call('POST', `/follows/${me.id}`);
    expect(await types()).toEqual(['follow', 'friend_request']);
  });

  it('refuse unknown types and empty changes with 422', async () => {
    const me = await signedInMember(t);
    for (const body of [
      { preferences: [{ type: 'gossip', enabled: false }] },
      { preferences: [] },
      { preferences: [{ type: 'follow', enabled: 'no' }] },
      {},
    ]) {
      expect((await me.call('PUT', '/notifications/preferences', body)).status).toBe(422);
    }
  });
});
