import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is present where, shared by every node. A row with `expiresAt` is present until then (the
 * node holding its client keeps it fresh); a row without only keeps presence state set ahead of a
 * subscribe, and is forgotten when no subscribe claims it within an hour.
 */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    channel: text('channel').notNull(),
    uuid: text('uuid').notNull(),
    /** The presence state as JSON text. */
    state: text('state'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The presence timeout (seconds) the client declared last, kept for its requests that declare none. */
    timeoutSeconds: integer('timeout_seconds'),
    stateSetAt: timestamp('state_set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channel, table.uuid] }),
    index('realtime_presence_uuid_idx').on(table.uuid),
    index('realtime_presence_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Joins, leaves and timeouts of crowded channels (above `announceMax` occupants) waiting for their
 * channel's next `interval` event; whichever node's delete takes them announces them.
 */
export const realtimePresenceChanges = pgTable(
  'realtime_presence_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel').notNull(),
    uuid: text('uuid').notNull(),
    /** `join`, `leave` or `timeout`. */
    action: text('action').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('realtime_presence_changes_channel_idx').on(table.channel, table.changedAt)],
);
