import { caseStatuses, reportCategories, reportTargets } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/**
 * One target's reports, gathered until a moderator resolves or dismisses them: the queue lists
 * cases, so a hundred reports of one post are one line. At most one open case per target.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: reportTargets }).notNull(),
    /** The post, comment, member, group or event id; for messages, the conversation's channel. */
    targetId: text('target_id').notNull(),
    /** Whom the target belongs to (its author, the member, the group's or event's owner). */
    targetMemberId: uuid('target_member_id').references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: caseStatuses }).notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => members.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest report arrived: the queue shows the busiest targets first. */
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: uuid('closed_by_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('moderation_cases_open_target_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('moderation_cases_status_idx').on(table.status, table.lastReportedAt.desc(), table.id),
    index('moderation_cases_member_idx').on(table.targetMemberId),
  ],
);

/** One report of a target, in the case of that target: a member's, or one another server sent (a `Flag`). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => members.id, { onDelete: 'cascade' }),
    /** For a report another server sent: its host (it names no reporter). */
    remoteHost: text('remote_host'),
    category: text('category', { enum: reportCategories }).notNull(),
    comment: text('comment').notNull().default(''),
    /** For a message report: the reported messages as the reporter's conversation held them. */
    evidence: jsonb('evidence')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member, or a server, reports a target once per case: a second report updates the first.
    uniqueIndex('reports_case_reporter_idx').on(table.caseId, table.reporterId),
    uniqueIndex('reports_case_remote_host_idx').on(table.caseId, table.remoteHost),
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt),
    index('reports_remote_host_created_idx').on(table.remoteHost, table.createdAt),
    check('reports_one_reporter', sql`num_nonnulls(${table.reporterId}, ${table.remoteHost}) = 1`),
    check('reports_comment_length', sql`char_length(${table.comment}) <= 1000`),
  ],
);

/** Moderators' notes on a case, for each other. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => members.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('case_notes_case_idx').on(table.caseId, table.createdAt),
    check('case_notes_text_length', sql`char_length(${table.text}) <= 2000`),
  ],
);
