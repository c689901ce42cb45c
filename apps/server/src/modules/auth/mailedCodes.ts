import { limits, serverMessages } from '@meshwork/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import { hashToken } from './secrets.js';

export type CodePurpose = 'two_factor' | 'delete_account';
export type CodeCheck = 'valid' | 'wrong' | 'exhausted' | 'expired' | 'none';

const codeTtlMs = limits.twoFactorCodeTtlMinutes * 60_000;
const cooldownMs = limits.codeResendCooldownSeconds * 1000;

// Six digits are few, so the member id salts the hash: equal codes of two members never collide.
export const hashCode = (memberId: string, code: string) => hashToken(`${memberId}:${code}`);

/**
 * Six-digit codes sent by mail (two-factor, deletion), in the email token table: random, hashed,
 * single-use, expiring, and dead after `twoFactorMaxWrongTries` wrong tries.
 */
export class MailedCodeStore {
  constructor(private readonly db: Db) {}

  /** Issues a fresh code and retires the older ones; never 000000, which the client refuses (§5). */
  async issue(memberId: string, purpose: CodePurpose, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
    const code = String(randomInt(1, 10 ** limits.twoFactorCodeLength)).padStart(limits.twoFactorCodeLength, '0');
    const expiresAt = new Date(now.getTime() + codeTtlMs);
    await this.db.transaction(async (tx) => {
      await tx.update(emailTokens).set({ usedAt: now }).where(this.unused(memberId, purpose));
      await tx.insert(emailTokens).values({ memberId, purpose, tokenHash: hashCode(memberId, code), expiresAt, createdAt: now });
    });
    return { code, expiresAt };
  }

  /** True while the latest code is younger than the resend cool-down. */
  async sentRecently(memberId: string, purpose: CodePurpose, now = new Date()): Promise<boolean> {
    const [latest] = await this.db
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, purpose)))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    return latest !== undefined && now.getTime() - latest.createdAt.getTime() < cooldownMs;
  }

  /** Checks a code against the member's latest one; a match uses it up, a miss counts a try. */
  async check(memberId: string, purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailTokens)
        .where(this.unused(memberId, purpose))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1)
        .for('update');
      if (!row) return 'none';
      if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
      if (row.failedAttempts >= limits.twoFactorMaxWrongTries) return 'exhausted';
      if (row.tokenHash === hashCode(memberId, code)) {
        await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
        return 'valid';
      }
      const failedAttempts = row.failedAttempts + 1;
      await tx.update(emailTokens).set({ failedAttempts }).where(eq(emailTokens.id, row.id));
      return failedAttempts >= limits.twoFactorMaxWrongTries ? 'exhausted' : 'wrong';
    });
  }

  private unused(memberId: string, purpose: CodePurpose) {
    return and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt));
  }
}

const failureMessages: Record<Exclude<CodeCheck, 'valid'>, string> = {
  wrong: serverMessages.wrongCode,
  exhausted: serverMessages.tooManyWrongCodes,
  expired: serverMessages.codeExpired,
  none: serverMessages.noCodeWaiting,
};

/** A refused code answers 400 with its reason in `extra.message`, which the web app toasts. */
export function assertCodeAccepted(result: CodeCheck): void {
  if (result === 'valid') return;
  const message = failureMessages[result];
  throw badRequest(`code_${result}`, message, { message });
}

/** The cool-down between two mailed codes answers 429. */
export const codeSentMomentAgo = () => new AppError(429, 'too_many_requests', serverMessages.codeSentMomentAgo);
