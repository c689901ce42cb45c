import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyedLimit } from './index.js';

const takeTimes = async (limit: KeyedLimit, key: string, times: number) => {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await limit.take(key)).allowed);
  return answers;
};

describe('a keyed limit in memory', () => {
  const store = { prefix: 'test' };

  it('allows the budget per key, then refuses with the time until the window ends', async () => {
    const limit = KeyedLimit.create(store, 'per-account', { points: 3, seconds: 60 });
    expect(await takeTimes(limit, 'a', 3)).toEqual([true, true, true]);
    const refused = await limit.take('a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect((await limit.take('b')).allowed).toBe(true);
  });

  it('takes a given-back call off the count', async () => {
    const limit = KeyedLimit.create(store, 'login', { points: 2, seconds: 60 });
    await limit.take('a');
    await limit.take('a');
    await limit.giveBack('a');
    expect(await takeTimes(limit, 'a', 2)).toEqual([true, false]);
  });

  it('peeks at a key without counting, and refuses the peek once the budget is spent', async () => {
    const limit = KeyedLimit.create(store, 'verified', { points: 2, seconds: 60 });
    expect((await limit.peek('a')).allowed).toBe(true);
    await limit.take('a');
    expect((await limit.peek('a')).allowed).toBe(true);
    await limit.take('a');
    const spent = await limit.peek('a');
    expect(spent.allowed).toBe(false);
    if (!spent.allowed) expect(spent.retryAfterMs).toBeGreaterThan(0);
    expect((await limit.peek('b')).allowed).toBe(true);
  });

  it('allows a burst above the rate, then refuses', async () => {
    const limit = KeyedLimit.create(store, 'publish', { points: 2, seconds: 60, burst: { points: 3, seconds: 60 } });
    expect(await takeTimes(limit, 'a', 6)).toEqual([true, true, true, true, true, false]);
  });
});

describe('a keyed limit in Redis', () => {
  const clients = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it('shares one count between the nodes that use the same Redis and prefix', async () => {
    const prefix = `test-${randomUUID()}`;
    const [one, other] = clients.map((redis) => KeyedLimit.create({ redis, prefix }, 'per-ip', { points: 3, seconds: 60 }));
    expect(await takeTimes(one!, 'a', 2)).toEqual([true, true]);
    expect(await takeTimes(other!, 'a', 2)).toEqual([true, false]);
    expect((await one!.take('a')).allowed).toBe(false);
    expect((await one!.peek('a')).allowed).toBe(false);
  });
});
