import { Redis } from 'ioredis';
import { printableUrl, reasonOf, StartupError } from './startupError.js';

const timeoutMs = 10_000;

/**
 * REDIS_URL answers a PING; else one sentence naming the (password-free) URL and why not. Several
 * nodes share their counters, presence and messages through it, so a node that cannot reach it
 * must not start as if it were alone.
 */
export async function probeRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // ioredis rejects with "Connection is closed"; the socket's own error says why.
  let socketError: unknown;
  client.on('error', (error) => (socketError = error));
  try {
    await client.connect();
    await client.ping();
  } catch (rejection) {
    const error = socketError ?? rejection;
    const reason = /timeout/i.test((error as Error).message) ? `no answer within ${timeoutMs / 1000} s` : reasonOf(error);
    throw new StartupError(`Cannot reach Redis at REDIS_URL (${printableUrl(url)}): ${reason}.`);
  } finally {
    client.disconnect();
  }
}
