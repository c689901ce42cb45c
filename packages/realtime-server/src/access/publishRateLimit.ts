import { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { Caller, PublishRate } from '../serviceTypes.js';
import type { ProtocolError } from '../errors.js';

const burstWindowSeconds = 10;

/**
 * One budget per member for every call that puts something into channels: publish, signal,
 * publish-file, message actions and objects changes. Counted in Redis when the network has one,
 * so every node shares the count (in this process's memory while Redis is unreachable), else in
 * memory. Callers without a member (open access) and the server's own messages are not counted.
 */
export class PublishRateLimit {
  private constructor(
    private readonly limiter: BurstyRateLimiter,
    private readonly redis?: Redis,
  ) {}

  /** `namespace` separates networks sharing one Redis, like the bus. */
  static create(rate: PublishRate, redis?: { url: string; namespace: string }): PublishRateLimit {
    const window = { points: rate.perSecond, duration: 1 };
    const burst = { points: rate.burst, duration: burstWindowSeconds };
    if (!redis) return new PublishRateLimit(new BurstyRateLimiter(new RateLimiterMemory(window), new RateLimiterMemory(burst)));
    // Without an offline queue a call fails at once while Redis is away, and the memory limiter answers instead.
    const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const counted = (options: IRateLimiterOptions, name: string) =>
      new RateLimiterRedis({
        ...options,
        storeClient: client,
        keyPrefix: `${redis.namespace}:${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    return new PublishRateLimit(new BurstyRateLimiter(counted(window, 'publish-rate'), counted(burst, 'publish-burst')), client);
  }

  /** Counts one call of the caller's member; past the budget throws `tooMany()`, the family's 429. */
  async consume(caller: Caller, tooMany: () => ProtocolError): Promise<void> {
    if (caller.memberId === null) return;
    try {
      await this.limiter.consume(caller.memberId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooMany();
      throw refusal;
    }
  }

  close(): void {
    this.redis?.disconnect();
  }
}
