import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One channel a device receives push notifications for (protocol §13), as one member registered
 * it: two members who register the same device each hold their own registrations.
 */
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
    /** The realtime uuid of the member who registered it: only they list or remove it. */
    ownerUuid: text('owner_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerUuid, table.gateway, table.device, table.topic, table.environment, table.channel] }),
    index('realtime_push_registrations_channel_idx').on(table.channel),
  ],
);
