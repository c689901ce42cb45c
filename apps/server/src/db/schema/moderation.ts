import { appealStatuses, moderationActions } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

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
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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
  (table) => [
    index('appeals_status_idx').on(table.status, table.createdAt),
    check('appeals_text_length', sql`char_length(${table.text}) <= 2000`),
  ],
);
