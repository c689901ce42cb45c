import { deleteUnclaimedPresenceStates } from './unclaimedStates.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const { subscribeKey: sub } = testKeys;
const presencePath = (channel: string, uuid: string) => `/v2/presence/sub-key/${sub}/channel/${channel}/uuid/${uuid}`;
const setState = (channel: string, uuid: string, state: object) =>
  t.request('GET', `${presencePath(channel, uuid)}/data?uuid=${uuid}&state=${encodeURIComponent(JSON.stringify(state))}`);
const stateOf = async (channel: string, uuid: string) =>
  (await t.request('GET', `${presencePath(channel, uuid)}?uuid=${uuid}`)).body.payload as object;
const ageStates = (uuid: string) =>
  t.pool.query(`update realtime_presence set state_set_at = now() - interval '2 hours' where uuid = $1`, [uuid]);

describe('presence state set ahead of a subscribe', () => {
  it('is forgotten when no subscribe claims it within an hour', async () => {
    expect((await setState('public.lobby', 'early-bird', { mood: 'waiting' })).status).toBe(200);
    expect((await setState('public.lobby', 'fresh', { mood: 'new' })).status).toBe(200);
    expect(await stateOf('public.lobby', 'early-bird')).toEqual({ mood: 'waiting' });

    await ageStates('early-bird');
    // Every node runs this sweep once a minute.
    expect(await deleteUnclaimedPresenceStates(t.pool)).toBe(1);
    expect(await stateOf('public.lobby', 'early-bird')).toEqual({});
    expect(await stateOf('public.lobby', 'fresh')).toEqual({ mood: 'new' });
  });

  it('stays while its client is present, however old', async () => {
    expect((await setState('public.hall', 'regular', { mood: 'here' })).status).toBe(200);
    const handshake = await t.request('GET', `/v2/subscribe/${sub}/public.hall/0?uuid=regular&heartbeat=300`);
    expect(handshake.status).toBe(200);
    // The subscribe's presence reaches the shared table in the next batch.
    await expect
      .poll(async () => (await t.pool.query(`select 1 from realtime_presence where uuid = 'regular' and expires_at > now()`)).rowCount)
      .toBe(1);

    await ageStates('regular');
    expect(await deleteUnclaimedPresenceStates(t.pool)).toBe(0);
    expect(await stateOf('public.hall', 'regular')).toEqual({ mood: 'here' });
  });
});
