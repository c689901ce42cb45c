import { KeyedLimit } from '@meshwork/rate-limit';
import { Redis } from 'ioredis';
import type { ProtocolError } from '../errors.js';
import type { Caller, PublishRate } from '../serviceTypes.js';

const burstWindowSeconds = 10;

/**
 * One budget per member for every call that puts something into channels: publish, signal,
 * publish-file, message actions and objects changes. Counted in Redis when the network has one,
 * so every node shares the count (in this process's memory while Redis is unreachable), else in
 * memory. Callers without a member (open access) and the server's own messages are not counted.
 */
export class PublishRateLimit {
  private constructor(
    private readonly limit: KeyedLimit,
    private readonly redis?: Redis,
  ) {}

  /** `namespace` separates networks sharing one Redis, like the bus. */
  static create(rate: PublishRate, redis?: { url: string; namespace: string }): PublishRateLimit {
    // Without an offline queue a call fails at once while Redis is away, and the memory count answers instead.
    const client = redis && new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const budget = { points: rate.perSecond, seconds: 1, burst: { points: rate.burst, seconds: burstWindowSeconds } };
    return new PublishRateLimit(KeyedLimit.create({ redis: client, prefix: redis?.namespace ?? '' }, 'publish-rate', budget), client);
  }

  /** Counts one call of the caller's member; past the budget throws `tooMany()`, the family's 429, with its `Retry-After`. */
  async consume(caller: Caller, tooMany: () => ProtocolError): Promise<void> {
    if (caller.memberId === null) return;
    const answer = await this.limit.take(caller.memberId);
    if (answer.allowed) return;
    const refusal = tooMany();
    refusal.retryAfterSeconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
    throw refusal;
  }

  close(): void {
    this.redis?.disconnect();
  }
}
