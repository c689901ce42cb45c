import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { startRealtimeServer, testKeys, type RealtimeTestServer } from '../test/realtimeServer.js';
import { RawSubscriber } from '../test/rawSubscriber.js';
import { runPrefix } from '../test/runPrefix.js';

const redisUrl = process.env.TEST_REDIS_URL;
const { publishKey: pub, subscribeKey: sub } = testKeys;

/** The database refuses to store any message whose text mentions "refused", after it was delivered. */
async function refuseSomeInserts(pool: pg.Pool): Promise<void> {
  await pool.query(`
    create function refuse_message() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$;
    create trigger refuse_message before insert on realtime_messages
      for each row when (new.message like '%refused%') execute function refuse_message();`);
}

const publish = (node: RealtimeTestServer, channel: string, message: string) =>
  node.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=publisher`);

const messagesOf = (received: Array<{ message: unknown }>) => received.map((item) => item.message);

describe('a message whose insert fails after its delivery', () => {
  let t: RealtimeTestServer;
  beforeAll(async () => {
    t = await startRealtimeServer({ openAccess: true });
    await refuseSomeInserts(t.pool);
  });
  afterAll(() => t.close());

  it('leaves the recent memory: a catch-up answers what the database holds, never a 500', async () => {
    const channel = `${runPrefix}.insert`;
    const live = new RawSubscriber(t, channel, 'live');
    await live.handshake();
    const cursor = live.cursor;
    const collecting = live.collect(2);

    expect((await publish(t, channel, 'refused')).status).toBe(500);
    expect((await publish(t, channel, 'kept')).status).toBe(200);
    // Subscribers held at the time saw it: delivery does not wait for the database.
    expect(messagesOf(await collecting)).toEqual(['refused', 'kept']);

    const late = new RawSubscriber(t, channel, 'late', cursor);
    expect(messagesOf(await late.collect(1))).toEqual(['kept']);
    const history = await t.request('GET', `/v2/history/sub-key/${sub}/channel/${channel}?uuid=reader&include_token=false`);
    expect(history.body[0]).toEqual(['kept']);
  });
});

describe('a message whose insert fails, with two nodes', () => {
  let database: TestDatabase;
  let nodeA: RealtimeTestServer;
  let nodeB: RealtimeTestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await startRealtimeServer({ openAccess: true, redisUrl, database });
    nodeB = await startRealtimeServer({ openAccess: true, redisUrl, database });
    await refuseSomeInserts(nodeA.pool);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('leaves the recent memory of the other node too', async () => {
    const channel = `${runPrefix}.insert-across`;
    const onA = new RawSubscriber(nodeA, channel, 'live');
    await onA.handshake();
    const cursor = onA.cursor;
    const collecting = onA.collect(2);

    expect((await publish(nodeB, channel, 'refused')).status).toBe(500);
    expect((await publish(nodeB, channel, 'kept')).status).toBe(200);
    // The withdrawal travels the bus ahead of "kept": once node A delivered "kept", it forgot "refused".
    expect(messagesOf(await collecting)).toEqual(['refused', 'kept']);

    const late = new RawSubscriber(nodeA, channel, 'late', cursor);
    expect(messagesOf(await late.collect(1))).toEqual(['kept']);
  });
});
