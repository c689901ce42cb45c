import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The channels of each channel group; a group exists while it has channels. */
export const realtimeChannelGroups = pgTable(
  'realtime_channel_groups',
  {
    groupName: text('group_name').notNull(),
    channel: text('channel').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupName, table.channel] })],
);
