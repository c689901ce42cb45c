import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Sessions are found by the SHA-256 of their token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** A two-factor session stays limited until its code is verified. */
    pendingTwoFa: boolean('pending_two_fa').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

export const emailTokenPurposes = ['verify_email', 'reset_password', 'two_factor', 'delete_account'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** Single-use secrets sent by mail (links and codes), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_lookup_idx').on(table.purpose, table.tokenHash),
    index('email_tokens_member_idx').on(table.memberId, table.purpose),
  ],
);
