import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { JobQueueMessageQueue } from './jobQueueMessageQueue.js';
import { PostgresKvStore } from './postgresKvStore.js';

let t: TestApp;
let kv: PostgresKvStore;
beforeAll(async () => {
  t = await startTestApp();
  kv = new PostgresKvStore(t.app.database.db);
});
afterAll(() => t.close());

/** Makes a stored key expire now, as time passing would. */
const expireNow = (key: readonly string[]) =>
  t.app.database.db.execute(sql`update federation_kv set expires_at = now() - interval '1 second' where key = ${JSON.stringify(key)}`);

describe('the PostgreSQL key-value store', () => {
  it('keeps a value until it is deleted', async () => {
    await kv.set(['kept', 'a'], { nested: [1, 'two'] });
    expect(await kv.get(['kept', 'a'])).toEqual({ nested: [1, 'two'] });
    await kv.delete(['kept', 'a']);
    expect(await kv.get(['kept', 'a'])).toBeUndefined();
  });

  it('answers a value past its time to live as absent, and lists only live ones', async () => {
    await kv.set(['ttl', 'short'], 'soon gone', { ttl: Temporal.Duration.from({ hours: 1 }) });
    await kv.set(['ttl', 'long'], 'stays');
    expect(await kv.get(['ttl', 'short'])).toBe('soon gone');
    await expireNow(['ttl', 'short']);
    expect(await kv.get(['ttl', 'short'])).toBeUndefined();
    const listed = [];
    for await (const entry of kv.list(['ttl'])) listed.push(entry);
    expect(listed).toEqual([{ key: ['ttl', 'long'], value: 'stays' }]);
  });

  it('lists by whole key segments, not by text', async () => {
    await kv.set(['pre', 'x'], 1);
    await kv.set(['prefix', 'y'], 2);
    const keys = [];
    for await (const entry of kv.list(['pre'])) keys.push(entry.key);
    expect(keys).toEqual([['pre', 'x']]);
  });

  it('swaps only from the expected value, and treats an expired value as absent', async () => {
    expect(await kv.cas(['cas'], undefined, 'first')).toBe(true);
    expect(await kv.cas(['cas'], undefined, 'again')).toBe(false);
    expect(await kv.cas(['cas'], 'wrong', 'second')).toBe(false);
    expect(await kv.cas(['cas'], 'first', 'second')).toBe(true);
    expect(await kv.get(['cas'])).toBe('second');
    await expireNow(['cas']);
    expect(await kv.cas(['cas'], undefined, 'after expiry')).toBe(true);
    expect(await kv.get(['cas'])).toBe('after expiry');
  });
});

describe('the job queue message queue', () => {
  it('hands an enqueued message to the listener, and a delayed one only when due', async () => {
    const queue = new JobQueueMessageQueue(t.app.jobs);
    const received: unknown[] = [];
    const stop = new AbortController();
    const listening = queue.listen((message) => void received.push(message), { signal: stop.signal });

    await queue.enqueue({ id: 'now' });
    await queue.enqueue({ id: 'later' }, { delay: Temporal.Duration.from({ hours: 1 }) });
    await expect.poll(() => received, { timeout: 10_000 }).toEqual([{ id: 'now' }]);

    const { rows } = await t.app.database.pool.query<{ run_at: Date; max_attempts: number }>(
      `select run_at, max_attempts from graphile_worker.jobs where task_identifier = 'federation-message'`,
    );
    expect(rows).toHaveLength(1);
    // The delayed message waits for its time, and runs once: Fedify does its own retries.
    expect(rows[0]!.run_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(rows[0]!.max_attempts).toBe(1);

    // Made due, it runs.
    await t.app.database.pool.query(
      `update graphile_worker._private_jobs set run_at = now() where task_id = (select id from graphile_worker._private_tasks where identifier = 'federation-message')`,
    );
    await expect.poll(() => received, { timeout: 10_000 }).toEqual([{ id: 'now' }, { id: 'later' }]);
    stop.abort();
    await listening;
  });
});
