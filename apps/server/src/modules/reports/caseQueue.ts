import {
  reportsCopy,
  type CaseDetail,
  type CaseSummary,
  type MemberRecord,
  type Page,
  type ReportEvidence,
  type StaffPerson,
} from '@meshwork/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { caseNotes, moderationCases, reports } from '../../db/schema/reports.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { AppError, invalidFields, notFound } from '../../http/errors.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { presentAuditEntry, type AuditEntry, type AuditLog } from '../moderation/index.js';
import { members } from '../users/index.js';
import type { ReportTargets } from './targets.js';

type CaseRow = typeof moderationCases.$inferSelect;

const caseNotFound = () => notFound('case_not_found', reportsCopy.caseNotFound);
const excerptLength = 140;
const excerptOf = (text: string) => (text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text);

/**
 * The moderators' queue (docs/moderation.md, "The queue"): cases by their newest report,
 * each with its reports, the target as it is, its member's record and the moderators' notes.
 * The routes ask the staff policy first.
 */
export class CaseQueue {
  constructor(
    private readonly db: Db,
    private readonly targets: ReportTargets,
    private readonly auditLog: AuditLog,
  ) {}

  async list(
    viewerId: string,
    query: { status: CaseRow['status']; assignee: 'me' | 'none' | 'any'; cursor?: string; limit?: number },
  ): Promise<Page<CaseSummary>> {
    const limit = pageSize(query.limit);
    const keys = decodeCursor(query.cursor, timestampAndId);
    const assigned = { me: eq(moderationCases.assigneeId, viewerId), none: isNull(moderationCases.assigneeId), any: undefined }[
      query.assignee
    ];
    const rows = await this.db
      .select({ row: moderationCases, key: timestampKey(moderationCases.lastReportedAt) })
      .from(moderationCases)
      .where(and(eq(moderationCases.status, query.status), assigned, olderThan(moderationCases.lastReportedAt, moderationCases.id, keys)))
      .orderBy(desc(moderationCases.lastReportedAt), desc(moderationCases.id))
      .limit(limit + 1);
    const summaries = await this.summarise(rows.map(({ row }) => row));
    const byId = new Map(summaries.map((summary) => [summary.id, summary]));
    return toPage(
      rows,
      limit,
      ({ row, key }) => [key, row.id],
      ({ row }) => byId.get(row.id)!,
    );
  }

  /** How many cases stand open: the navigation's badge. */
  async openCount(): Promise<number> {
    const [row] = await this.db
      .select({ open: sql<number>`count(*)::int` })
      .from(moderationCases)
      .where(eq(moderationCases.status, 'open'));
    return row?.open ?? 0;
  }

  async detail(caseId: string): Promise<CaseDetail> {
    const row = await this.caseRow(caseId);
    const [[summary], content, caseReports, notes] = await Promise.all([
      this.summarise([row]),
      this.targets.asStaffSee(row.targetType, row.targetId),
      this.db
        .select({ report: reports, reporter: { id: members.id, username: members.username, nickname: members.nickname } })
        .from(reports)
        .leftJoin(members, eq(members.id, reports.reporterId))
        .where(eq(reports.caseId, caseId))
        .orderBy(desc(reports.createdAt), desc(reports.id)),
      this.db
        .select({ note: caseNotes, author: { id: members.id, username: members.username, nickname: members.nickname } })
        .from(caseNotes)
        .leftJoin(members, eq(members.id, caseNotes.authorId))
        .where(eq(caseNotes.caseId, caseId))
        .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id)),
    ]);
    const closedBy = row.closedById ? ((await this.people([row.closedById])).get(row.closedById) ?? null) : null;
    const record = row.targetMemberId ? await this.memberRecord(row.targetMemberId) : undefined;
    return {
      case: { ...summary!, closed_by: closedBy },
      content: content
        ? {
            text: content.text,
            details: content.details,
            created_at: content.createdAt?.toISOString() ?? null,
            removed: content.removed,
            link: content.link,
            exists: true,
          }
        : { text: '', details: null, created_at: null, removed: true, link: null, exists: false },
      reports: caseReports.map(({ report, reporter }) => ({
        id: report.id,
        reporter,
        remote_host: report.remoteHost,
        category: report.category,
        comment: report.comment,
        evidence: report.evidence as ReportEvidence[],
        created_at: report.createdAt.toISOString(),
      })),
      member_record: record
        ? { member: record.member, open_cases: record.open_cases, closed_cases: record.closed_cases, audit: record.audit }
        : null,
      notes: notes.map(({ note, author }) => ({ id: note.id, author, text: note.text, created_at: note.createdAt.toISOString() })),
    };
  }

  /** A member's record for staff: their account, the cases about them and the audit entries about them. */
  async memberRecord(memberId: string): Promise<MemberRecord | undefined> {
    const [member] = await this.db.select().from(members).where(eq(members.id, memberId));
    if (!member) return undefined;
    const [cases, audit] = await Promise.all([
      this.db
        .select()
        .from(moderationCases)
        .where(eq(moderationCases.targetMemberId, memberId))
        .orderBy(desc(moderationCases.lastReportedAt), desc(moderationCases.id))
        .limit(100),
      this.auditLog.about(memberId),
    ]);
    return {
      member: {
        id: member.id,
        username: member.username,
        nickname: member.nickname,
        role: member.role,
        joined_at: member.createdAt.toISOString(),
        limited_at: member.limitedAt?.toISOString() ?? null,
        suspended_at: member.suspendedAt?.toISOString() ?? null,
        awaiting_approval_since: member.awaitingApprovalSince?.toISOString() ?? null,
      },
      open_cases: cases.filter((row) => row.status === 'open').length,
      closed_cases: cases.filter((row) => row.status !== 'open').length,
      cases: await this.summarise(cases),
      // The record is about this member: each entry's subject is them, so it is not repeated.
      audit: audit.map((entry) => presentAuditEntry(entry, null)),
    };
  }

  /** Assigns a case to a staff member, or to nobody. */
  async assign(caseId: string, assigneeId: string | null, isStaff: (memberId: string) => Promise<boolean>): Promise<void> {
    await this.caseRow(caseId);
    if (assigneeId !== null && !(await isStaff(assigneeId))) throw invalidFields({ assignee_id: [reportsCopy.notStaffAssignee] });
    await this.db.update(moderationCases).set({ assigneeId }).where(eq(moderationCases.id, caseId));
  }

  async addNote(caseId: string, authorId: string, text: string): Promise<void> {
    await this.caseRow(caseId);
    await this.db.insert(caseNotes).values({ caseId, authorId, text });
  }

  /** Closes an open case without action, recording the decision in the audit log. */
  async dismiss(caseId: string, staff: { id: string; username: string }, reason: string): Promise<void> {
    const row = await this.caseRow(caseId);
    if (row.status !== 'open') throw new AppError(409, 'case_closed', reportsCopy.caseClosed);
    await this.db
      .transaction(async (tx) => {
        const [closed] = await tx
          .update(moderationCases)
          .set({ status: 'dismissed', closedAt: sql`now()`, closedById: staff.id })
          .where(and(eq(moderationCases.id, caseId), eq(moderationCases.status, 'open')))
          .returning({ id: moderationCases.id });
        if (!closed) throw new AppError(409, 'case_closed', reportsCopy.caseClosed);
        const entry = await this.auditLog.record(
          {
            actor: staff,
            action: 'dismiss_reports',
            targetType: row.targetType,
            targetId: row.targetId,
            subjectMemberId: row.targetMemberId,
            reason,
            caseId,
          },
          tx,
        );
        return entry;
      })
      .then((entry) => this.auditLog.tell(entry));
  }

  /** An action recorded with a case resolves it (the moderation module's actions write such entries). */
  async resolveFrom(entry: AuditEntry): Promise<void> {
    if (!entry.caseId || entry.action === 'dismiss_reports') return;
    await this.db
      .update(moderationCases)
      .set({ status: 'resolved', closedAt: sql`now()`, closedById: entry.actorId })
      .where(and(eq(moderationCases.id, entry.caseId), eq(moderationCases.status, 'open')));
  }

  private async caseRow(caseId: string): Promise<CaseRow> {
    const [row] = await this.db.select().from(moderationCases).where(eq(moderationCases.id, caseId));
    if (!row) throw caseNotFound();
    return row;
  }

  private async people(ids: (string | null)[]): Promise<Map<string, StaffPerson>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: members.id, username: members.username, nickname: members.nickname })
      .from(members)
      .where(inArray(members.id, wanted));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Queue lines: counts per category, the member, the assignee and an excerpt of the target. */
  private async summarise(rows: CaseRow[]): Promise<CaseSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [counts, people, excerpts] = await Promise.all([
      this.db
        .select({ caseId: reports.caseId, category: reports.category, reports: sql<number>`count(*)::int` })
        .from(reports)
        .where(inArray(reports.caseId, ids))
        .groupBy(reports.caseId, reports.category),
      this.people(rows.flatMap((row) => [row.targetMemberId, row.assigneeId])),
      Promise.all(rows.map(async (row) => this.excerpt(row))),
    ]);
    return rows.map((row, index) => {
      const categories: Record<string, number> = {};
      for (const line of counts) if (line.caseId === row.id) categories[line.category] = line.reports;
      return {
        id: row.id,
        target_type: row.targetType,
        target_id: row.targetId,
        excerpt: excerpts[index]!,
        target_member: row.targetMemberId ? (people.get(row.targetMemberId) ?? null) : null,
        status: row.status,
        reports_count: Object.values(categories).reduce((sum, value) => sum + value, 0),
        categories,
        assignee: row.assigneeId ? (people.get(row.assigneeId) ?? null) : null,
        opened_at: row.openedAt.toISOString(),
        last_reported_at: row.lastReportedAt.toISOString(),
        closed_at: row.closedAt?.toISOString() ?? null,
      };
    });
  }

  private async excerpt(row: CaseRow): Promise<string> {
    if (row.targetType === 'message') {
      const [first] = await this.db
        .select({ evidence: reports.evidence })
        .from(reports)
        .where(eq(reports.caseId, row.id))
        .orderBy(asc(reports.createdAt))
        .limit(1);
      const text = (first?.evidence as ReportEvidence[] | undefined)?.find((message) => message.text)?.text;
      return excerptOf(text ?? '');
    }
    const content = await this.targets.asStaffSee(row.targetType, row.targetId);
    return excerptOf(content?.text ?? '');
  }
}
