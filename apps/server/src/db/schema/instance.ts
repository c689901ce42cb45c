import { creatorRequestStatuses, signUpModes } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** The instance's own settings: one row (id 1), changed by administrators (docs/moderation.md). */
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull().default('Meshwork'),
    description: text('description').notNull().default(''),
    /** Shown at sign-up and on the about page, one rule per entry. */
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contact: text('contact').notNull().default(''),
    signUpMode: text('sign_up_mode', { enum: signUpModes }).notNull().default('open'),
    /** Asked at sign-up in approval mode. */
    approvalQuestion: text('approval_question').notNull().default(''),
    /** How long an account counts as new, and what it may do per hour meanwhile. */
    newAccountDays: integer('new_account_days').notNull().default(3),
    newAccountPostsPerHour: integer('new_account_posts_per_hour').notNull().default(10),
    newAccountFollowsPerHour: integer('new_account_follows_per_hour').notNull().default(20),
    newAccountMentionsPerHour: integer('new_account_mentions_per_hour').notNull().default(20),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('instance_settings_one_row', sql`id = 1`)],
);

/**
 * Invitation codes for the invitation sign-up mode: stored hashed, with a use limit and an expiry
 * ('infinity' for one that never expires, so the redeeming condition reads the same for every code).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    createdById: uuid('created_by_id').references(() => members.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Whom or what it is for, as its administrator wrote it. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_code_hash_idx').on(table.codeHash),
    index('invitations_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    check('invitations_uses', sql`${table.uses} <= ${table.maxUses}`),
  ],
);

/** A member's request to become a creator (`POST /api/user/creator-upgrade`), decided by an administrator. */
export const creatorRequests = pgTable(
  'creator_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: creatorRequestStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: uuid('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('creator_requests_pending_member_idx')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
    index('creator_requests_status_idx').on(table.status, table.createdAt),
  ],
);
