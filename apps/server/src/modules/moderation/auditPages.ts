import type { AuditEntryView, ModerationAction, Page } from '@meshwork/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { moderationLog } from '../../db/schema/moderation.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members, personColumns, presentPerson } from '../users/index.js';
import { presentAuditEntry } from './presenters.js';

/** The audit log as administrators read it, page by page, with the members it names. */
export class AuditPages {
  constructor(private readonly db: Db) {}

  private entries() {
    return this.db
      .select({ entry: moderationLog, subject: personColumns, cursorAt: sql<string>`${moderationLog.createdAt}::text` })
      .from(moderationLog)
      .leftJoin(members, eq(members.id, moderationLog.subjectMemberId))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .$dynamic();
  }

  /** The audit log, newest first, optionally of one action. */
  async auditLog(query: { action?: ModerationAction; cursor?: string; limit?: number }): Promise<Page<AuditEntryView>> {
    const keys = decodeCursor(query.cursor, timestampAndId);
    const limit = pageSize(query.limit);
    const rows = await this.entries()
      .where(
        and(
          query.action && eq(moderationLog.action, query.action),
          keys && sql`(${moderationLog.createdAt}, ${moderationLog.id}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid)`,
        ),
      )
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.cursorAt, row.entry.id],
      ({ entry, subject }) => presentAuditEntry(entry, subject?.id ? presentPerson(subject) : null),
    );
  }
}
