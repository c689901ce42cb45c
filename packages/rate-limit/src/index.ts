import type { Redis } from 'ioredis';
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** How many calls a key may make: `points` in every window of `seconds`, and optionally a burst above that. */
export interface Budget {
  points: number;
  seconds: number;
  /** Calls allowed above `points` in every window of the burst's own length. */
  burst?: { points: number; seconds: number };
}

/**
 * Where counts live. With Redis every node shares them (when Redis fails to answer, each node
 * counts in its own memory instead); without it, in this process's memory. `prefix` separates
 * deployments and networks that share one Redis.
 */
export interface LimitStore {
  redis?: Redis;
  prefix: string;
}

/** The answer to one call: allowed, or refused until `retryAfterMs` have passed. */
export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * One keyed limit (per client address, per account, per member…), counted in fixed windows by
 * rate-limiter-flexible. Every limit of the product and of the realtime service is one of these.
 */
export class KeyedLimit {
  private constructor(
    private readonly main: RateLimiterAbstract,
    private readonly consume: (key: string) => Promise<RateLimiterRes>,
    private readonly points: number,
  ) {}

  /** `name` tells this limit's counts apart from the others in the store. */
  static create(store: LimitStore, name: string, budget: Budget): KeyedLimit {
    const counter = (points: number, seconds: number, suffix: string): RateLimiterAbstract => {
      const options: IRateLimiterOptions = { keyPrefix: `${store.prefix}:${name}${suffix}`, points, duration: seconds };
      if (!store.redis) return new RateLimiterMemory(options);
      // A count Redis fails to answer is kept in memory: how soon that happens is the client's choice
      // (with an offline queue it waits for Redis to come back; without one it fails at once).
      return new RateLimiterRedis({ ...options, storeClient: store.redis, insuranceLimiter: new RateLimiterMemory(options) });
    };
    const main = counter(budget.points, budget.seconds, '');
    if (!budget.burst) return new KeyedLimit(main, (key) => main.consume(key), budget.points);
    const burst = counter(budget.burst.points, budget.burst.seconds, '-burst');
    const bursty = new BurstyRateLimiter(main, burst);
    return new KeyedLimit(main, (key) => bursty.consume(key), budget.points);
  }

  /** Counts one call of the key. */
  async take(key: string): Promise<LimitAnswer> {
    try {
      await this.consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: refusal.msBeforeNext };
      throw refusal;
    }
  }

  /**
   * Whether the key has spent its main window, without counting a call: for a limit that counts
   * only what turned out to be real (an inbox counts verified deliveries) but refuses before the work.
   */
  async peek(key: string): Promise<LimitAnswer> {
    const spent = await this.main.get(key);
    if (!spent || spent.consumedPoints < this.points) return { allowed: true };
    return { allowed: false, retryAfterMs: spent.msBeforeNext };
  }

  /** Gives a call back to the main window: it turned out not to count (a login whose password was right). */
  async giveBack(key: string): Promise<void> {
    await this.main.reward(key, 1);
  }
}
