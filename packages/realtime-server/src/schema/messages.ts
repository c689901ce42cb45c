import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Stored messages (history). The JSON is kept as published text, so history returns it byte for byte. */
export const realtimeMessages = pgTable(
  'realtime_messages',
  {
    channel: text('channel').notNull(),
    timetoken: bigint('timetoken', { mode: 'bigint' }).notNull(),
    publisherUuid: text('publisher_uuid').notNull(),
    message: text('message').notNull(),
    meta: text('meta'),
    /** The protocol's `e`: 0 message, 4 file (signals and events are never stored). */
    messageType: smallint('message_type').notNull().default(0),
    customMessageType: text('custom_message_type'),
    /** From the publish `ttl`; past it the message is no longer served. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.channel, table.timetoken] }),
    index('realtime_messages_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
  ],
);

export type StoredMessageRow = typeof realtimeMessages.$inferSelect;
