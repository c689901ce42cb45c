import type { ModerationAction } from '@meshwork/contracts';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.js';
import { moderationLog } from '../../db/schema/moderation.js';

export type AuditEntry = typeof moderationLog.$inferSelect;

/** Who acted: a staff member, or the server's own command line (`npm run admin`). */
export type Actor = { id: string; username: string } | 'command line';

export interface NewAuditEntry {
  actor: Actor;
  action: ModerationAction;
  /** A report target type (`post`, `member`…), or `instance` and `invitation`. */
  targetType: string;
  targetId: string;
  subjectMemberId?: string | null;
  reason?: string;
  /** The case the action resolves: the reports module closes it when it hears the entry. */
  caseId?: string | null;
  details?: Record<string, unknown>;
}

/** Hears each entry once it is written (and its transaction, when it had one, committed). */
export type AuditListener = (entry: AuditEntry) => Promise<void>;

/**
 * The audit log (docs/moderation.md, "Audit log"): every moderation and administration action
 * writes one entry, in the transaction of the change it records when there is one. Entries are
 * never changed: the table refuses UPDATE, DELETE and TRUNCATE (migration 0026).
 */
export class AuditLog {
  private readonly listeners: AuditListener[] = [];

  constructor(private readonly db: Db) {}

  /** Lets a module registered later act on entries (the reports module closes the case of one). */
  onRecorded(listener: AuditListener): void {
    this.listeners.push(listener);
  }

  /** Writes the entry; with `tx`, inside the caller's transaction, and tells listeners after it commits. */
  async record(entry: NewAuditEntry, tx?: Transaction): Promise<AuditEntry> {
    const [written] = await (tx ?? this.db)
      .insert(moderationLog)
      .values({
        actorId: entry.actor === 'command line' ? null : entry.actor.id,
        actorName: entry.actor === 'command line' ? 'command line' : entry.actor.username,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        subjectMemberId: entry.subjectMemberId ?? null,
        reason: entry.reason ?? '',
        caseId: entry.caseId ?? null,
        details: entry.details ?? {},
      })
      .returning();
    if (!tx) await this.tell(written!);
    return written!;
  }

  /** For a caller that recorded inside its transaction: tells the listeners once it committed. */
  async tell(entry: AuditEntry): Promise<void> {
    for (const listener of this.listeners) await listener(entry);
  }

  /** The entries about one member, newest first (their moderation history). */
  async about(memberId: string, limit = 50): Promise<AuditEntry[]> {
    return this.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.subjectMemberId, memberId))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(limit);
  }

  /** One page of the whole log, newest first, after `before` (the last entry's time and id). */
  async page(limit: number, before?: { createdAt: Date; id: string }, filter?: SQL): Promise<AuditEntry[]> {
    const older = before
      ? or(
          lt(moderationLog.createdAt, before.createdAt),
          and(eq(moderationLog.createdAt, before.createdAt), lt(moderationLog.id, before.id)),
        )
      : undefined;
    return this.db
      .select()
      .from(moderationLog)
      .where(and(older, filter))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(limit);
  }

  async entry(id: string): Promise<AuditEntry | undefined> {
    const [row] = await this.db.select().from(moderationLog).where(eq(moderationLog.id, id));
    return row;
  }
}
