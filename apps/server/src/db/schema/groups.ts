import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** A group conversation: its name and image; its messages live in the realtime service (`group.<id>`). */
export const chatGroups = pgTable('chat_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The storage key of its current image (WebP), or null. */
  imageKey: text('image_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatGroupRoles = ['admin', 'member'] as const;

/** The current members of each group: the source of truth of who may use its channel. */
export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role', { enum: chatGroupRoles }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.memberId] }), index('chat_group_members_member_idx').on(table.memberId)],
);

export type ChatGroupRow = typeof chatGroups.$inferSelect;
