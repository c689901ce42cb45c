import { limits, authCopy } from '@meshwork/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db, Transaction } from '../../db/client.js';
import { emailTokens } from '../../db/schema/auth.js';
import { AppError, badRequest, RetryLater } from '../../http/errors.js';
import { hashToken } from '../../crypto/secrets.js';
import { serverLimits } from '../../serverLimits.js';

export type CodePurpose = 'two_factor' | 'delete_account' | 'login_code';
/** A code mailed, or when one may be asked for again and whether a code already mailed still works. */
export type CodeIssue = { kind: 'issued'; code: string; expiresAt: Date } | { kind: 'wait'; retryAfterMs: number; codeLive: boolean };
/**
 * `cap_reached`: this wrong try was the last one the member's codes get this hour;
 * `locked`: the hour's wrong tries were already used up, so the code was not even compared.
 */
export type CodeCheck = 'valid' | 'wrong' | 'exhausted' | 'expired' | 'none' | 'cap_reached' | 'locked';

const codeTtlMs = limits.twoFactorCodeTtlMinutes * 60_000;
const cooldownMs = serverLimits.codeResendCooldownSeconds * 1000;
const hourMs = 60 * 60_000;

// Six digits are few, so the member id salts the hash: equal codes of two members never collide.
export const hashCode = (memberId: string, code: string) => hashToken(`${memberId}:${code}`);

/** When a count of codes mailed in the hour (newest first) is below `cap` again: as the cap-th newest leaves the hour. */
const capFreesAt = (sent: Array<{ createdAt: Date }>, cap: number) =>
  sent.length >= cap ? sent[cap - 1]!.createdAt.getTime() + hourMs : 0;

/**
 * Six-digit codes sent by mail (two-factor, login from a new browser, deletion), in the email
 * token table: random, hashed, single-use, expiring, dead after `twoFactorMaxWrongTries` wrong
 * tries. Mailing is capped per browser (a cool-down and an hourly number, so one browser's
 * resends never stop another's) and per account (an hourly ceiling against mail bombing). Any code
 * still working may be typed, whichever browser asked for it: every one reached the member's
 * mailbox, which is what it proves; at most `liveCodesMax` work at once. Wrong tries are capped
 * per account and hour, so that asking for new codes cannot buy endless guesses.
 */
export class MailedCodeStore {
  constructor(private readonly db: Db) {}

  /**
   * Issues a fresh code for the browser (the SHA-256 of its cookie, if it sent one) and retires its
   * older ones, unless the browser's cool-down or hourly number or the account's ceiling says to
   * wait. Never 000000, which the client refuses (§5).
   */
  async issue(
    memberId: string,
    purpose: CodePurpose,
    { browserHash = null, now = new Date() }: { browserHash?: string | null; now?: Date } = {},
  ): Promise<CodeIssue> {
    return this.db.transaction(async (tx) => {
      await lockCodesOf(tx, memberId, purpose);
      const sent = await tx
        .select({ createdAt: emailTokens.createdAt, browserHash: emailTokens.browserHash })
        .from(emailTokens)
        .where(and(this.ofMember(memberId, purpose), gt(emailTokens.createdAt, new Date(now.getTime() - hourMs))))
        .orderBy(desc(emailTokens.createdAt));
      const toBrowser = sent.filter((row) => row.browserHash === browserHash);
      const freeAt = Math.max(
        toBrowser[0] ? toBrowser[0].createdAt.getTime() + cooldownMs : 0,
        capFreesAt(toBrowser, serverLimits.mailedCodesPerBrowserPerHour),
        capFreesAt(sent, serverLimits.mailedCodesPerAccountPerHour),
      );
      if (freeAt > now.getTime())
        return { kind: 'wait', retryAfterMs: freeAt - now.getTime(), codeLive: (await this.live(tx, memberId, purpose, now)).length > 0 };

      const code = String(randomInt(1, 10 ** limits.twoFactorCodeLength)).padStart(limits.twoFactorCodeLength, '0');
      const expiresAt = new Date(now.getTime() + codeTtlMs);
      await this.retireOlder(tx, memberId, purpose, browserHash, now);
      await tx
        .insert(emailTokens)
        .values({ memberId, purpose, tokenHash: hashCode(memberId, code), expiresAt, createdAt: now, browserHash });
      return { kind: 'issued', code, expiresAt };
    });
  }

  /**
   * Checks a code against the member's codes that still work; a match uses it up, a miss counts a
   * try on the newest of them (its own five, and the account's hour).
   */
  async check(memberId: string, purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
    return this.db.transaction(async (tx) => {
      await lockCodesOf(tx, memberId, purpose);
      const wrongTries = await this.wrongTriesLastHour(tx, memberId, purpose, now);
      if (wrongTries >= limits.wrongCodesPerHour) return 'locked';
      const unused = await tx.select().from(emailTokens).where(this.unused(memberId, purpose)).orderBy(desc(emailTokens.createdAt));
      const unexpired = unused.filter((row) => row.expiresAt.getTime() > now.getTime());
      const usable = unexpired.filter((row) => row.failedAttempts < serverLimits.twoFactorMaxWrongTries);
      if (usable.length === 0) return unused.length === 0 ? 'none' : unexpired.length === 0 ? 'expired' : 'exhausted';
      const match = usable.find((row) => row.tokenHash === hashCode(memberId, code));
      if (match) {
        await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, match.id));
        return 'valid';
      }
      const failedAttempts = usable[0]!.failedAttempts + 1;
      await tx.update(emailTokens).set({ failedAttempts }).where(eq(emailTokens.id, usable[0]!.id));
      if (wrongTries + 1 >= limits.wrongCodesPerHour) return 'cap_reached';
      return failedAttempts >= serverLimits.twoFactorMaxWrongTries && usable.length === 1 ? 'exhausted' : 'wrong';
    });
  }

  /** Retires the browser's older codes, and the oldest of the others past the number that may work at once. */
  private async retireOlder(tx: Transaction, memberId: string, purpose: CodePurpose, browserHash: string | null, now: Date) {
    const live = await this.live(tx, memberId, purpose, now);
    const others = live.filter((row) => row.browserHash !== browserHash);
    const retired = [...live.filter((row) => row.browserHash === browserHash), ...others.slice(serverLimits.liveCodesMax - 1)];
    if (retired.length > 0)
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          inArray(
            emailTokens.id,
            retired.map((row) => row.id),
          ),
        );
  }

  /** The codes that still work, newest first. */
  private live(tx: Transaction, memberId: string, purpose: CodePurpose, now: Date) {
    return tx
      .select({ id: emailTokens.id, browserHash: emailTokens.browserHash })
      .from(emailTokens)
      .where(
        and(
          this.unused(memberId, purpose),
          gt(emailTokens.expiresAt, now),
          lt(emailTokens.failedAttempts, serverLimits.twoFactorMaxWrongTries),
        ),
      )
      .orderBy(desc(emailTokens.createdAt));
  }

  /** Wrong tries on the codes mailed in the hour before `now`. */
  private async wrongTriesLastHour(tx: Transaction, memberId: string, purpose: CodePurpose, now: Date): Promise<number> {
    const [counts] = await tx
      .select({ wrong: sql<number>`coalesce(sum(${emailTokens.failedAttempts}), 0)::int` })
      .from(emailTokens)
      .where(and(this.ofMember(memberId, purpose), gt(emailTokens.createdAt, new Date(now.getTime() - hourMs))));
    return counts?.wrong ?? 0;
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

/**
 * A code that could not be mailed answers 429 with `Retry-After`: when a code already mailed still
 * works, a reminder to use it; else that too many went out this hour. Both say how long to wait.
 */
export function assertIssued(issue: CodeIssue): { code: string; expiresAt: Date } {
  if (issue.kind === 'issued') return issue;
  const seconds = Math.ceil(issue.retryAfterMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  if (issue.codeLive) throw new RetryLater('code_already_sent', authCopy.codeAlreadySent(minutes), seconds);
  throw new RetryLater('too_many_codes', authCopy.noNewCodeYet(minutes), seconds);
}
