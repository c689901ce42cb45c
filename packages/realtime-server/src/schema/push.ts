import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One channel a device receives push notifications for (protocol §13). */
export const realtimePushRegistrations = pgTable(
  'realtime_push_registrations',
  {
    /** `gcm` or `apns2`. */
    gateway: text('gateway').notNull(),
    device: text('device').notNull(),
    /** The app bundle id for apns2; empty for gcm. */
    topic: text('topic').notNull().default(''),
    /** `development` or `production` for apns2; `development` for gcm. */
    environment: text('environment').notNull().default('development'),
    channel: text('channel').notNull(),
    /** The member who registered it (null in open-access mode). */
    memberId: uuid('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gateway, table.device, table.topic, table.environment, table.channel] }),
    index('realtime_push_registrations_channel_idx').on(table.channel),
  ],
);
