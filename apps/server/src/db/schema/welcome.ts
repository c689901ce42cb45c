import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** Why a member's welcome closed: they dismissed it, or they did every step. */
export const welcomeClosings = ['dismissed', 'completed'] as const;

/** Members whose newsfeed welcome is closed for good; a member without a row still sees it. */
export const closedWelcomes = pgTable('closed_welcomes', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  closing: text('closing', { enum: welcomeClosings }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
});
