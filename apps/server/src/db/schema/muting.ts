import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

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

/**
 * Conversations (realtime channels) a member muted, until an expiry or for good: no notification
 * of their messages, and the web app leaves them out of its unread totals.
 */
export const mutedConversations = pgTable(
  'muted_conversations',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.channel] }),
    check('muted_conversations_channel_length', sql`char_length(${table.channel}) <= 80`),
  ],
);
