import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

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
    /** The client's User-Agent at login (cut to a bounded length), shown in the member's sessions list. */
    userAgent: text('user_agent'),
    /** The client's address at login, as the server saw it (see TRUST_PROXY). */
    address: text('address'),
  },
  (table) => [index('sessions_member_idx').on(table.memberId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Browsers a member has logged in from, by the SHA-256 of the random token in their
 * known-browser cookie: past the login failure cap they still log in without a mailed code.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.tokenHash] }), index('known_browsers_last_login_idx').on(table.lastLoginAt)],
);

export const emailTokenPurposes = ['verify_email', 'reset_password', 'two_factor', 'delete_account', 'login_code'] as const;
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
    /** The browser a code was mailed for (SHA-256 of its known-browser cookie); null when the request carried none. */
    browserHash: text('browser_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_lookup_idx').on(table.purpose, table.tokenHash),
    index('email_tokens_member_idx').on(table.memberId, table.purpose),
  ],
);
