import { limits } from '@meshwork/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MemberRow } from '../users/index.js';
import { hashToken } from '../../crypto/secrets.js';

const hourSeconds = 60 * 60;

/**
 * What a failed login counts against: the member (so every spelling of the login shares one
 * count), each browser the member logged in from on a count of its own, and a login that names
 * no member by its lower-cased text, so probing an unknown account is capped just the same.
 */
export function failureKeyOf(login: string, member: MemberRow | undefined, knownBrowserToken: string | undefined): string {
  if (!member) return `login:${hashToken(login.trim().toLowerCase())}`;
  return knownBrowserToken ? `member:${member.id}:browser:${hashToken(knownBrowserToken)}` : `member:${member.id}`;
}

/**
 * Failed logins per key in an hour, in Redis when several nodes run (else in memory). Each
 * attempt takes a point before the password is checked, so parallel guesses cannot slip past the
 * cap together, and a right password gives its point back.
 */
export class LoginFailureCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(options: { redis?: Redis; prefix: string }) {
    const settings = { keyPrefix: `${options.prefix}-login-failures`, points: limits.loginFailuresPerHour, duration: hourSeconds };
    this.limiter = options.redis
      ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(settings) })
      : new RateLimiterMemory(settings);
  }

  /** Counts an attempt; false once the key is past its cap for this hour. */
  async reserve(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** The password was right: the attempt was no failure. */
  async release(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}
