import { notificationKinds } from '@meshwork/contracts';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** Something another member did that the recipient should hear about. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationKinds }).notNull(),
    /** What the notification is about when that is not the actor: an event. No foreign key: its owner removes them. */
    subjectId: uuid('subject_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientId, table.createdAt.desc(), table.id.desc()),
    index('notifications_actor_idx').on(table.actorId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** Only the types a member switched off or on again are stored; a missing row means enabled. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationKinds }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.type] })],
);
