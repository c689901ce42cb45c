import { limits, authCopy } from '@meshwork/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema/auth.js';
import { AppError, badRequest } from '../../http/errors.js';
import { hashToken } from '../../crypto/secrets.js';

export type CodePurpose = 'two_factor' | 'delete_account' | 'login_code';
export type CodeIssue = { kind: 'issued'; code: string; expiresAt: Date } | { kind: 'cooldown' } | { kind: 'hourly_cap' };
/**
 * `cap_reached`: this wrong try was the last one the member's codes get this hour;
 * `locked`: the hour's wrong tries were already used up, so the code was not even compared.
 */
export type CodeCheck = 'valid' | 'wrong' | 'exhausted' | 'expired' | 'none' | 'cap_reached' | 'locked';

const codeTtlMs = limits.twoFactorCodeTtlMinutes * 60_000;
const cooldownMs = limits.codeResendCooldownSeconds * 1000;
const hourMs = 60 * 60_000;

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

// Six digits are few, so the member id salts the hash: equal codes of two members never collide.
export const hashCode = (memberId: string, code: string) => hashToken(`${memberId}:${code}`);

/**
 * Six-digit codes sent by mail (two-factor, login from a new browser, deletion), in the email
 * token table: random, hashed, single-use, expiring, dead after `twoFactorMaxWrongTries` wrong
 * tries, and capped per member and purpose in any hour (codes mailed, wrong tries), so that
 * asking for new codes cannot buy endless guesses.
 */
export class MailedCodeStore {
  constructor(private readonly db: Db) {}

  /**
   * Issues a fresh code and retires the older ones, unless one went out within the cool-down or
   * the hour's codes are used up. Never 000000, which the client refuses (§5).
   */
  async issue(memberId: string, purpose: CodePurpose, now = new Date()): Promise<CodeIssue> {
    return this.db.transaction(async (tx) => {
      await lockCodesOf(tx, memberId, purpose);
      const [latest] = await tx
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(this.ofMember(memberId, purpose))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      if (latest && now.getTime() - latest.createdAt.getTime() < cooldownMs) return { kind: 'cooldown' };
      if ((await this.lastHour(tx, memberId, purpose, now)).sent >= limits.mailedCodesPerHour) return { kind: 'hourly_cap' };

      const code = String(randomInt(1, 10 ** limits.twoFactorCodeLength)).padStart(limits.twoFactorCodeLength, '0');
      const expiresAt = new Date(now.getTime() + codeTtlMs);
      await tx.update(emailTokens).set({ usedAt: now }).where(this.unused(memberId, purpose));
      await tx.insert(emailTokens).values({ memberId, purpose, tokenHash: hashCode(memberId, code), expiresAt, createdAt: now });
      return { kind: 'issued', code, expiresAt };
    });
  }

  /** Checks a code against the member's latest one; a match uses it up, a miss counts a try. */
  async check(memberId: string, purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
    return this.db.transaction(async (tx) => {
      await lockCodesOf(tx, memberId, purpose);
      const wrongTries = (await this.lastHour(tx, memberId, purpose, now)).wrong;
      if (wrongTries >= limits.wrongCodesPerHour) return 'locked';
      const [row] = await tx.select().from(emailTokens).where(this.unused(memberId, purpose)).orderBy(desc(emailTokens.createdAt)).limit(1);
      if (!row) return 'none';
      if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
      if (row.failedAttempts >= limits.twoFactorMaxWrongTries) return 'exhausted';
      if (row.tokenHash === hashCode(memberId, code)) {
        await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
        return 'valid';
      }
      const failedAttempts = row.failedAttempts + 1;
      await tx.update(emailTokens).set({ failedAttempts }).where(eq(emailTokens.id, row.id));
      if (wrongTries + 1 >= limits.wrongCodesPerHour) return 'cap_reached';
      return failedAttempts >= limits.twoFactorMaxWrongTries ? 'exhausted' : 'wrong';
    });
  }

  /** Codes mailed and wrong tries on them in the hour before `now`. */
  private async lastHour(tx: Transaction, memberId: string, purpose: CodePurpose, now: Date) {
    const [counts] = await tx
      .select({ sent: sql<number>`count(*)::int`, wrong: sql<number>`coalesce(sum(${emailTokens.failedAttempts}), 0)::int` })
      .from(emailTokens)
      .where(and(this.ofMember(memberId, purpose), gt(emailTokens.createdAt, new Date(now.getTime() - hourMs))));
    return counts ?? { sent: 0, wrong: 0 };
  }

  private ofMember(memberId: string, purpose: CodePurpose) {
    return and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, purpose));
  }

  private unused(memberId: string, purpose: CodePurpose) {
    return and(this.ofMember(memberId, purpose), isNull(emailTokens.usedAt));
  }
}

/** One issue or check at a time per member and purpose, so parallel requests cannot pass a cap together. */
async function lockCodesOf(tx: Transaction, memberId: string, purpose: CodePurpose): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mailed-codes:${memberId}:${purpose}`}, 0))`);
}

/** Past the hour's cap of wrong tries. */
export const isLockedOut = (result: CodeCheck) => result === 'cap_reached' || result === 'locked';

const failureMessages: Record<Exclude<CodeCheck, 'valid' | 'cap_reached' | 'locked'>, string> = {
  wrong: authCopy.wrongCode,
  exhausted: authCopy.tooManyWrongCodes,
  expired: authCopy.codeExpired,
  none: authCopy.noCodeWaiting,
};

/**
 * A refused code answers 400 with its reason in `extra.message`, which the web app toasts; past
 * the hour's wrong tries, 429.
 */
export function assertCodeAccepted(result: CodeCheck): void {
  if (result === 'valid') return;
  if (isLockedOut(result)) throw new AppError(429, 'too_many_wrong_codes', authCopy.tooManyWrongCodesThisHour);
  const message = failureMessages[result];
  throw badRequest(`code_${result}`, message, { message });
}

/** A code that could not be mailed answers 429: the cool-down, or the hour's codes are used up. */
export function assertIssued(issue: CodeIssue): { code: string; expiresAt: Date } {
  if (issue.kind === 'cooldown') throw new AppError(429, 'too_many_requests', authCopy.codeSentMomentAgo);
  if (issue.kind === 'hourly_cap') throw new AppError(429, 'too_many_codes', authCopy.tooManyCodesSent);
  return issue;
}
