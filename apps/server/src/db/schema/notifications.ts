import { notificationKinds } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { remoteActors } from './federation.js';
import { comments, posts } from './posts.js';
import { members } from './users.js';

/** Something another member, or an account of another server, did that the recipient should hear about. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member who acted; null when an account of another server did (`remoteActorId`). */
    actorId: uuid('actor_id').references(() => members.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id').references(() => remoteActors.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationKinds }).notNull(),
    /** What the notification is about when that is not the actor: an event. No foreign key: its owner removes them. */
    subjectId: uuid('subject_id'),
    /** What it is about, for the kinds about posts: the link goes to the post (and the comment). */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** The message it is about, for messages: its conversation's channel and timetoken, to quote it as it is shown now. */
    messageChannel: text('message_channel'),
    messageTimetoken: bigint('message_timetoken', { mode: 'bigint' }),
    /** How many mentions an aggregate stands for (posts/notices, past the sender's budget); null for any other notification. */
    aggregatedCount: integer('aggregated_count'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientId, table.createdAt.desc(), table.id.desc()),
    index('notifications_actor_idx').on(table.actorId),
    index('notifications_remote_actor_idx').on(table.remoteActorId),
    check('notifications_one_actor', sql`num_nonnulls(${table.actorId}, ${table.remoteActorId}) = 1`),
    index('notifications_post_idx').on(table.postId),
    index('notifications_comment_idx').on(table.commentId),
    // One unread aggregate per sender, recipient and kind: the one a new mention past the budget adds to.
    uniqueIndex('notifications_open_aggregate_idx')
      .on(table.recipientId, table.actorId, table.type)
      .where(sql`${table.aggregatedCount} is not null and ${table.readAt} is null`),
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
