import { mutingCopy, mutingLimits, type MutedConversation, type MutedWordDuration } from '@meshwork/contracts';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mutedConversations } from '../../db/schema/muting.js';
import { invalidFields, notFound } from '../../http/errors.js';
import { expiryOf } from './expiry.js';

type MutedConversationRow = typeof mutedConversations.$inferSelect;

const present = (row: MutedConversationRow): MutedConversation => ({
  channel: row.channel,
  expires_at: row.expiresAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A mute that still applies: for good, or until a time not yet reached. Expired rows simply stop counting, with no job. */
const unexpired = sql`(${mutedConversations.expiresAt} is null or ${mutedConversations.expiresAt} > now())`;

/** Conversations a member muted: their messages notify nobody who muted them (`MessageNotices`). */
export class MutedConversations {
  constructor(private readonly db: Db) {}

  /** The member's muted conversations that still apply, in the order they were muted. */
  async list(memberId: string): Promise<MutedConversation[]> {
    const rows = await this.db
      .select()
      .from(mutedConversations)
      .where(and(eq(mutedConversations.memberId, memberId), unexpired))
      .orderBy(asc(mutedConversations.createdAt), asc(mutedConversations.channel));
    return rows.map(present);
  }

  /** Mutes a conversation for a while or for good; muting it again sets a new expiry. */
  async mute(memberId: string, channel: string, duration: MutedWordDuration): Promise<{ mute: MutedConversation; created: boolean }> {
    const expiresAt = expiryOf(duration);
    return this.db.transaction(async (tx) => {
      // One member's mutes wait for each other, so that two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`muted-conversations:${memberId}`}, 0))`);
      const mine = eq(mutedConversations.memberId, memberId);
      // Expired mutes are cleared here, where they would count against the limit.
      await tx
        .delete(mutedConversations)
        .where(and(mine, isNotNull(mutedConversations.expiresAt), lte(mutedConversations.expiresAt, sql`now()`)));
      const [renewed] = await tx
        .update(mutedConversations)
        .set({ expiresAt })
        .where(and(mine, eq(mutedConversations.channel, channel)))
        .returning();
      if (renewed) return { mute: present(renewed), created: false };
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(mutedConversations).where(mine);
      if (total >= mutingLimits.conversationsMax)
        throw invalidFields({ channel: [mutingCopy.tooManyConversations] }, mutingCopy.tooManyConversations);
      const [row] = await tx.insert(mutedConversations).values({ memberId, channel, expiresAt }).returning();
      return { mute: present(row!), created: true };
    });
  }

  /** Unmutes one of the member's own conversations; one never muted answers 404. */
  async unmute(memberId: string, channel: string): Promise<void> {
    const removed = await this.db
      .delete(mutedConversations)
      .where(and(eq(mutedConversations.memberId, memberId), eq(mutedConversations.channel, channel)))
      .returning({ channel: mutedConversations.channel });
    if (removed.length === 0) throw notFound('conversation_not_muted', mutingCopy.conversationNotMuted);
  }

  /** Which of these members muted the conversation, as of now. */
  async mutedAmong(channel: string, memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .select({ memberId: mutedConversations.memberId })
      .from(mutedConversations)
      .where(and(eq(mutedConversations.channel, channel), inArray(mutedConversations.memberId, [...memberIds]), unexpired));
    return new Set(rows.map((row) => row.memberId));
  }
}
