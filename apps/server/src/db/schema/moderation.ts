import { appealStatuses, caseStatuses, moderationActions, reportCategories, reportTargets } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** One member's report of a target, in the case of that target. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category', { enum: reportCategories }).notNull(),
    comment: text('comment').notNull().default(''),
    /** For a message report: the reported messages as the reporter's conversation held them. */
    evidence: jsonb('evidence').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member reports a target once per case: a second report updates the first.
    uniqueIndex('reports_case_reporter_idx').on(table.caseId, table.reporterId),
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt),
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
  (table) => [index('case_notes_case_idx').on(table.caseId, table.createdAt), check('case_notes_text_length', sql`char_length(${table.text}) <= 2000`)],
);

/**
 * The audit log: who did what to whom, why and when. Append-only: a trigger (migration 0026)
 * refuses every UPDATE and DELETE, so no route, command or bug can rewrite it. Ids are kept
 * without foreign keys so that an entry outlives the members it names.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who acted; null for the server's command line. */
    actorId: uuid('actor_id'),
    /** The actor's username when they acted ('command line' for the server's). */
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: moderationActions }).notNull(),
    /** What was acted on: a report target type, or 'instance' and 'invitation'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The member the action concerns, when one does. */
    subjectMemberId: uuid('subject_member_id'),
    reason: text('reason').notNull().default(''),
    caseId: uuid('case_id'),
    /** What else the entry needs to be read later: the role before and after, a setting's change. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_log_created_idx').on(table.createdAt.desc(), table.id),
    index('moderation_log_subject_idx').on(table.subjectMemberId, table.createdAt.desc()),
  ],
);

/** A member's one appeal of an action taken against them or their content. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    logEntryId: uuid('log_entry_id')
      .notNull()
      .unique()
      .references(() => moderationLog.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: appealStatuses }).notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appeals_status_idx').on(table.status, table.createdAt), check('appeals_text_length', sql`char_length(${table.text}) <= 2000`)],
);

/** Members a member muted: their posts and comments leave the muter's feed; they are not told. */
export const memberMutes = pgTable(
  'member_mutes',
  {
    muterId: uuid('muter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.mutedId] })],
);

/** Words, phrases and hashtags a member muted, until an expiry or for good. */
export const mutedWords = pgTable(
  'muted_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('muted_words_member_phrase_idx').on(table.memberId, sql`lower(${table.phrase})`),
    check('muted_words_phrase_length', sql`char_length(${table.phrase}) between 1 and 100`),
  ],
);

/** Posts a member hid from their own feed. */
export const hiddenPosts = pgTable(
  'hidden_posts',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.postId] })],
);

/** Conversations (realtime channels) a member muted: no notification of their messages. */
export const mutedConversations = pgTable(
  'muted_conversations',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.channel] })],
);
