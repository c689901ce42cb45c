import { limits } from '@meshwork/contracts';
import { KeyedLimit, type LimitStore } from '@meshwork/rate-limit';
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
  private readonly limit: KeyedLimit;

  constructor(store: LimitStore) {
    this.limit = KeyedLimit.create(store, 'login-failures', { points: limits.loginFailuresPerHour, seconds: hourSeconds });
  }

  /** Counts an attempt; false once the key is past its cap for this hour. */
  async reserve(key: string): Promise<boolean> {
    return (await this.limit.take(key)).allowed;
  }

  /** The password was right: the attempt was no failure. */
  async release(key: string): Promise<void> {
    await this.limit.giveBack(key);
  }
}
