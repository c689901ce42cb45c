import {
  errorsCopy,
  reportLimits,
  reportsCopy,
  type ReportCategory,
  type ReportCreate,
  type ReportEvidence,
  type ReportTarget,
} from '@meshwork/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { moderationCases, reports } from '../../db/schema/reports.js';
import { AppError, RetryLater } from '../../http/errors.js';
import type { ReceivedReport } from '../federation/index.js';
import type { ReportTargets } from './targets.js';

export interface ReportReceipt {
  case_id: string;
  report_id: string;
  /** The member had reported this open case already: their report was updated, not added. */
  updated: boolean;
  /** The server a copy went to (a new report of a remote note, when the reporter asked). */
  forwarded_to: string | null;
}

/** Sends a report's copy to the server of the reported remote note; its host, or nothing when the note is gone. */
export type ReportForwarder = (noteId: string, comment: string) => Promise<string | undefined>;

const hourMs = 3_600_000;

/** Who files: a member, or another server by its host (a `Flag` names no reporter). */
type Reporter = { memberId: string } | { host: string };

const reporterColumns = (reporter: Reporter) =>
  'memberId' in reporter ? { reporterId: reporter.memberId } : { remoteHost: reporter.host };
const byReporter = (reporter: Reporter) =>
  'memberId' in reporter ? eq(reports.reporterId, reporter.memberId) : eq(reports.remoteHost, reporter.host);
const lockKeyOf = (reporter: Reporter) => ('memberId' in reporter ? `report:${reporter.memberId}` : `report:host:${reporter.host}`);

/** What a report says, and of what. */
interface Filed {
  type: ReportTarget;
  id: string;
  ownerId: string | null;
  fields: { category: ReportCategory; comment: string; evidence: ReportEvidence[] };
}

/**
 * Filing reports (docs/moderation.md): a report joins the open case of its target, or
 * opens it; a reporter's second report of the same open case replaces their first; a member, or
 * another server, files at most `reportLimits.perHour` new reports in a rolling hour.
 */
export class ReportFiling {
  constructor(
    private readonly db: Db,
    private readonly targets: ReportTargets,
    private readonly forward: ReportForwarder,
  ) {}

  /**
   * Files the report. A new report of a remote note asked to be forwarded is then sent to its
   * server; an updated one is not again, so that nobody sends copies past the hourly limit.
   */
  async file(reporterId: string, input: Omit<ReportCreate, 'comment'> & { comment: string }): Promise<ReportReceipt> {
    const target = await this.targets.seenBy(reporterId, input.target_type, input.target_id, input.message_timetokens);
    if (target.ownerId === reporterId) throw new AppError(422, 'own_content', reportsCopy.ownContent);
    const receipt = await this.recorded(
      { memberId: reporterId },
      {
        type: input.target_type,
        id: input.target_id,
        ownerId: target.ownerId,
        fields: { category: input.category, comment: input.comment, evidence: target.evidence },
      },
    );
    const forwarded = input.forward === true && !receipt.updated ? await this.forward(input.target_id, input.comment) : undefined;
    return { ...receipt, forwarded_to: forwarded ?? null };
  }

  /**
   * Files a report another server sent (reason "other", its comment as sent): of a target that
   * exists, under the same hourly limit as a member's, which it throws past (`RetryLater`).
   */
  async fileReceived({ host, target, comment }: ReceivedReport): Promise<void> {
    const found = await this.targets.asStaffSee(target.type, target.id);
    if (!found) return;
    await this.recorded({ host }, { ...target, ownerId: found.ownerId, fields: { category: 'other', comment, evidence: [] } });
  }

  private recorded(reporter: Reporter, { type, id, ownerId, fields }: Filed) {
    return this.db.transaction(async (tx) => {
      // One filing per reporter at a time: the hourly count and "one report per case" hold under concurrent requests.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKeyOf(reporter)}, 0))`);
      await tx
        .insert(moderationCases)
        .values({ targetType: type, targetId: id, targetMemberId: ownerId })
        .onConflictDoNothing({ target: [moderationCases.targetType, moderationCases.targetId], where: sql`status = 'open'` });
      const [openCase] = await tx
        .update(moderationCases)
        .set({ lastReportedAt: sql`now()` })
        .where(and(eq(moderationCases.targetType, type), eq(moderationCases.targetId, id), eq(moderationCases.status, 'open')))
        .returning({ id: moderationCases.id });
      const caseId = openCase!.id;
      const [earlier] = await tx
        .update(reports)
        .set(fields)
        .where(and(eq(reports.caseId, caseId), byReporter(reporter)))
        .returning({ id: reports.id });
      if (earlier) return { case_id: caseId, report_id: earlier.id, updated: true };
      await this.holdToHourlyLimit(tx, reporter);
      const [filed] = await tx
        .insert(reports)
        .values({ caseId, ...reporterColumns(reporter), ...fields })
        .returning({ id: reports.id });
      return { case_id: caseId, report_id: filed!.id, updated: false };
    });
  }

  /** 429 once the reporter filed `perHour` new reports in the last hour; it says when the oldest leaves the window. */
  private async holdToHourlyLimit(tx: Pick<Db, 'select'>, reporter: Reporter): Promise<void> {
    const since = new Date(Date.now() - hourMs);
    const [row] = await tx
      .select({ filed: count(), oldest: sql<string | null>`min(${reports.createdAt})::text` })
      .from(reports)
      .where(and(byReporter(reporter), gt(reports.createdAt, since)));
    if ((row?.filed ?? 0) < reportLimits.perHour) return;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
    throw new RetryLater('too_many_requests', errorsCopy.tooManyRequests, Math.max(1, Math.ceil((oldest + hourMs - Date.now()) / 1000)));
  }
}
