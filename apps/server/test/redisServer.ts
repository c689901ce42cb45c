import { Redis } from 'ioredis';

const localRedis = 'redis://127.0.0.1:6379';

/**
 * The Redis server of a test run: TEST_REDIS_URL, else the local one. The tests of several nodes
 * need a real Redis, so a run without one fails here with one sentence rather than skipping them.
 */
export default async function setup() {
  const url = (process.env.TEST_REDIS_URL ||= localRedis);
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(
      `The tests need Redis at ${url}: start one (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no) or set TEST_REDIS_URL`,
    );
  } finally {
    redis.disconnect();
  }
}
