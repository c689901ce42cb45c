import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { RawSubscriber } from './testing/rawSubscriber.js';
import { realtimeKeys, runPrefix } from './testing/realtimeTesting.js';

const redisUrl = process.env.TEST_REDIS_URL;
const { publishKey: pub, subscribeKey: sub } = realtimeKeys;

/** The database refuses to store any message whose text mentions "refused", after it was delivered. */
async function refuseSomeInserts(pool: pg.Pool): Promise<void> {
  await pool.query(`
    create function refuse_message() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$;
    create trigger refuse_message before insert on realtime_messages
      for each row when (new.message like '%refused%') execute function refuse_message();`);
}

const publish = (node: TestApp, channel: string, message: string) =>
  node.request('GET', `/publish/${pub}/${sub}/0/${channel}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=publisher`);

const messagesOf = (received: Array<{ message: unknown }>) => received.map((item) => item.message);

describe('a message whose insert fails after its delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REALTIME_OPEN_ACCESS: 'true' });
    await refuseSomeInserts(t.app.database.pool);
  });
  afterAll(() => t.close());

  it('leaves the recent memory: a catch-up answers what the database holds, never a 500', async () => {
    const channel = `${runPrefix}.insert`;
    const live = new RawSubscriber(t.baseUrl, channel, 'live');
    await live.handshake();
    const cursor = live.cursor;
    const collecting = live.collect(2);

    expect((await publish(t, channel, 'refused')).status).toBe(500);
    expect((await publish(t, channel, 'kept')).status).toBe(200);
    // Subscribers held at the time saw it: delivery does not wait for the database.
    expect(messagesOf(await collecting)).toEqual(['refused', 'kept']);

    const late = new RawSubscriber(t.baseUrl, channel, 'late', cursor);
    expect(messagesOf(await late.collect(1))).toEqual(['kept']);
    const history = await t.request('GET', `/v2/history/sub-key/${sub}/channel/${channel}?uuid=reader&include_token=false`);
    expect(history.body[0]).toEqual(['kept']);
  });
});

describe.runIf(redisUrl)('a message whose insert fails, with two nodes', () => {
  let database: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REALTIME_OPEN_ACCESS: 'true', REDIS_URL: redisUrl! };
    nodeA = await startTestApp(env, { database });
    nodeB = await startTestApp(env, { database });
    await refuseSomeInserts(nodeA.app.database.pool);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await database?.drop();
  });

  it('leaves the recent memory of the other node too', async () => {
    const channel = `${runPrefix}.insert-across`;
    const onA = new RawSubscriber(nodeA.baseUrl, channel, 'live');
    await onA.handshake();
    const cursor = onA.cursor;
    const collecting = onA.collect(2);

    expect((await publish(nodeB, channel, 'refused')).status).toBe(500);
    expect((await publish(nodeB, channel, 'kept')).status).toBe(200);
    // The withdrawal travels the bus ahead of "kept": once node A delivered "kept", it forgot "refused".
    expect(messagesOf(await collecting)).toEqual(['refused', 'kept']);

    const late = new RawSubscriber(nodeA.baseUrl, channel, 'late', cursor);
    expect(messagesOf(await late.collect(1))).toEqual(['kept']);
  });
});
