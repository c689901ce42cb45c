import { mutingCopy, mutingLimits, type MutedWord, type MutedWordDuration } from '@meshwork/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mutedWords } from '../../db/schema/muting.js';
import { invalidFields, notFound } from '../../http/errors.js';
import { expiryOf } from './expiry.js';

type MutedWordRow = typeof mutedWords.$inferSelect;

const present = (row: MutedWordRow): MutedWord => ({
  id: row.id,
  phrase: row.phrase,
  expires_at: row.expiresAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Words, phrases and hashtags a member muted (`conditions.ts` keeps matching posts out of their lists). */
export class MutedWords {
  constructor(private readonly db: Db) {}

  /** Every word of the member, expired ones included (they show when they ended), in the order they were added. */
  async list(memberId: string): Promise<MutedWord[]> {
    const rows = await this.db.select().from(mutedWords).where(eq(mutedWords.memberId, memberId)).orderBy(asc(mutedWords.createdAt));
    return rows.map(present);
  }

  /** Mutes a phrase, or sets a new expiry for one already muted (the same letters in any case). */
  async add(memberId: string, phrase: string, duration: MutedWordDuration): Promise<{ word: MutedWord; created: boolean }> {
    const expiresAt = expiryOf(duration);
    return this.db.transaction(async (tx) => {
      // One member's additions wait for each other, so that two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`muted-words:${memberId}`}, 0))`);
      const [existing] = await tx
        .update(mutedWords)
        .set({ expiresAt })
        .where(and(eq(mutedWords.memberId, memberId), sql`lower(${mutedWords.phrase}) = lower(${phrase})`))
        .returning();
      if (existing) return { word: present(existing), created: false };
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(mutedWords).where(eq(mutedWords.memberId, memberId));
      if (total >= mutingLimits.wordsMax) throw invalidFields({ phrase: [mutingCopy.tooManyWords] }, mutingCopy.tooManyWords);
      const [row] = await tx.insert(mutedWords).values({ memberId, phrase, expiresAt }).returning();
      return { word: present(row!), created: true };
    });
  }

  /** Removes one of the member's own words; another's answers 404 as an unknown one does. */
  async remove(memberId: string, id: string): Promise<void> {
    const removed = await this.db
      .delete(mutedWords)
      .where(and(eq(mutedWords.id, id), eq(mutedWords.memberId, memberId)))
      .returning({ id: mutedWords.id });
    if (removed.length === 0) throw notFound('muted_word_not_found', mutingCopy.wordNotFound);
  }
}
