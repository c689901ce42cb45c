import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema/auth.js';
import { hashToken, newToken } from '../../crypto/secrets.js';

/** Single-use mailed secrets; issuing a new one for a purpose retires the older ones. */
export class EmailTokenStore {
  constructor(private readonly db: Db) {}

  async issue(memberId: string, purpose: EmailTokenPurpose, ttlMs: number, token = newToken()): Promise<string> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
      await tx.insert(emailTokens).values({ memberId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    });
    return token;
  }

  /** Marks a valid, unused token as used and returns its member, or null. */
  async consume(purpose: EmailTokenPurpose, token: string): Promise<string | null> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.purpose, purpose),
          eq(emailTokens.tokenHash, hashToken(token)),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning({ memberId: emailTokens.memberId });
    return row?.memberId ?? null;
  }

  /** Deletes tokens and codes that expired before `cutoff`: used or not, they can no longer count for anything. */
  async forgetExpiredBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db.delete(emailTokens).where(lt(emailTokens.expiresAt, cutoff)).returning({ id: emailTokens.id });
    return deleted.length;
  }
}
