import {
  appealableActions,
  limits,
  moderationCopy,
  type Appeal,
  type ModerationAction,
  type AppealStatus,
  type Notice,
  type Page,
} from '@meshwork/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals, moderationLog } from '../../db/schema/moderation.js';
import { authorize } from '../../http/authorize.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { conflict, notFound } from '../../http/errors.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members, personColumns, presentPerson } from '../users/index.js';
import type { ModerationActions, StaffActor } from './actions.js';
import type { AuditEntry, AuditLog } from './auditLog.js';
import type { StaffPolicies } from './policies.js';
import { presentAuditEntry } from './presenters.js';
import type { Told } from './told.js';

const dayMs = 24 * 60 * 60 * 1000;
const appealWindowMs = limits.deactivatedRetentionDays * dayMs;
// A member's notices are the decisions they are told of (`moderationCopy.told`).
const noticeActions = Object.keys(moderationCopy.told) as ModerationAction[];
const appealNotFound = () => notFound('appeal_not_found', moderationCopy.appealNotFound);
const excerptIn = (entry: AuditEntry) => (typeof entry.details.excerpt === 'string' ? entry.details.excerpt : '');

/**
 * A member's one appeal of each decision about them, within the retention period, and the staff
 * decision on it (docs/moderation.md, "Appeals"): granting reverses the action.
 */
export class Appeals {
  constructor(private readonly deps: { db: Db; auditLog: AuditLog; actions: ModerationActions; policies: StaffPolicies; told: Told }) {}

  /** The decisions about the member, newest first, each with its appeal. */
  async noticesOf(memberId: string): Promise<Notice[]> {
    const rows = await this.deps.db
      .select({ entry: moderationLog, appeal: appeals })
      .from(moderationLog)
      .leftJoin(appeals, eq(appeals.logEntryId, moderationLog.id))
      .where(and(eq(moderationLog.subjectMemberId, memberId), inArray(moderationLog.action, noticeActions)))
      .orderBy(desc(moderationLog.createdAt))
      .limit(50);
    return rows.map(({ entry, appeal }) => ({
      id: entry.id,
      action: entry.action,
      target_type: entry.targetType,
      excerpt: excerptIn(entry),
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
      appealable: !appeal && this.mayAppeal(entry),
      appeal: appeal && {
        status: appeal.status,
        text: appeal.text,
        decision: appeal.decision,
        decided_at: appeal.decidedAt?.toISOString() ?? null,
      },
    }));
  }

  private mayAppeal(entry: AuditEntry): boolean {
    return appealableActions.includes(entry.action) && Date.now() - entry.createdAt.getTime() < appealWindowMs;
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(appeals)
      .where(eq(appeals.status, 'pending'));
    return row!.count;
  }

  async file(memberId: string, logEntryId: string, text: string): Promise<void> {
    const entry = await this.deps.auditLog.entry(logEntryId);
    if (!entry || entry.subjectMemberId !== memberId || !appealableActions.includes(entry.action)) throw appealNotFound();
    if (!this.mayAppeal(entry)) throw conflict('appeal_too_late', moderationCopy.appealTooLate);
    const [filed] = await this.deps.db
      .insert(appeals)
      .values({ logEntryId, memberId, text })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!filed) throw conflict('appealed_already', moderationCopy.appealedAlready);
  }

  async list(query: { status: AppealStatus; cursor?: string; limit?: number }): Promise<Page<Appeal>> {
    const keys = decodeCursor(query.cursor, timestampAndId);
    const limit = pageSize(query.limit);
    const rows = await this.deps.db
      .select({ appeal: appeals, entry: moderationLog, member: personColumns, cursorAt: sql<string>`${appeals.createdAt}::text` })
      .from(appeals)
      .innerJoin(moderationLog, eq(moderationLog.id, appeals.logEntryId))
      .innerJoin(members, eq(members.id, appeals.memberId))
      .where(
        and(
          eq(appeals.status, query.status),
          keys && sql`(${appeals.createdAt}, ${appeals.id}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid)`,
        ),
      )
      .orderBy(desc(appeals.createdAt), desc(appeals.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.cursorAt, row.appeal.id],
      ({ appeal, entry, member }) => ({
        id: appeal.id,
        status: appeal.status,
        member: presentPerson(member),
        text: appeal.text,
        created_at: appeal.createdAt.toISOString(),
        action: presentAuditEntry(entry, presentPerson(member)),
        excerpt: excerptIn(entry),
        decision: appeal.decision,
      }),
    );
  }

  /** Grants (reversing the action) or denies an appeal; the member is told either way. */
  async decide(actor: StaffActor, appealId: string, grant: boolean, reason: string): Promise<void> {
    const { db, auditLog, actions, policies, told } = this.deps;
    const [appeal] = await db.select().from(appeals).where(eq(appeals.id, appealId));
    if (!appeal) throw appealNotFound();
    if (appeal.status !== 'pending') throw conflict('appeal_decided', moderationCopy.appealDecided);
    const entry = (await auditLog.entry(appeal.logEntryId))!;
    await authorize(policies.actOn, actor.id, appeal.memberId);
    const { decision, afterCommit } = await db.transaction(async (tx) => {
      const decided = await tx
        .update(appeals)
        .set({ status: grant ? 'granted' : 'denied', decidedById: actor.id, decidedAt: new Date(), decision: reason })
        .where(and(eq(appeals.id, appealId), eq(appeals.status, 'pending')))
        .returning({ id: appeals.id });
      if (!decided.length) throw conflict('appeal_decided', moderationCopy.appealDecided);
      const reversed = grant ? await actions.reverse(entry, tx) : undefined;
      const written = await auditLog.record(
        {
          actor,
          action: grant ? 'grant_appeal' : 'deny_appeal',
          targetType: entry.targetType,
          targetId: entry.targetId,
          subjectMemberId: appeal.memberId,
          reason,
          details: { appealed: entry.action, log_entry_id: entry.id, ...(excerptIn(entry) && { excerpt: excerptIn(entry) }) },
        },
        tx,
      );
      return { decision: written, afterCommit: reversed };
    });
    await afterCommit?.();
    await auditLog.tell(decision);
    await told.about(decision, excerptIn(entry));
  }
}
