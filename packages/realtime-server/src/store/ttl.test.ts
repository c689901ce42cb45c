import { deleteExpiredMessages } from './expiredMessages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../../test/realtimeServer.js';

let t: RealtimeTestServer;
beforeAll(async () => {
  t = await startRealtimeServer({ openAccess: true });
});
afterAll(() => t.close());

const { publishKey: pub, subscribeKey: sub } = testKeys;
const channel = 'public.ttl';
const publish = (text: string, query = '') =>
  t.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${encodeURIComponent(JSON.stringify(text))}?uuid=tester${query}`);
const history = async () =>
  ((await t.request('GET', `/v2/history/sub-key/${sub}/channel/${channel}?uuid=tester`)).body[0] as Array<{ message: string }>).map(
    (entry) => entry.message,
  );

describe('message time to live', () => {
  it('keeps a message with ttl for that many hours, then hides it from history', async () => {
    expect((await publish('forever')).status).toBe(200);
    const expiring = await publish('two hours', '&ttl=2');
    expect(expiring.status).toBe(200);
    const { rows } = await t.pool.query<{ hours: number }>(
      `select extract(epoch from expires_at - now()) / 3600 as hours from realtime_messages where channel = $1 and timetoken = $2`,
      [channel, expiring.body[2]],
    );
    expect(Number(rows[0]!.hours)).toBeGreaterThan(1.9);
    expect(Number(rows[0]!.hours)).toBeLessThanOrEqual(2);
    expect(await history()).toEqual(['forever', 'two hours']);

    await t.pool.query(`update realtime_messages set expires_at = now() - interval '1 second' where timetoken = $1`, [expiring.body[2]]);
    expect(await history()).toEqual(['forever']);

    // Every node sweeps expired messages out of the table once a minute.
    expect(await deleteExpiredMessages(t.pool)).toBe(1);
    const { rowCount } = await t.pool.query('select 1 from realtime_messages where channel = $1', [channel]);
    expect(rowCount).toBe(1);
  });
});
