import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The flat `custom` object of the protocol (§14.1): strings, numbers and booleans. */
export type CustomFields = Record<string, string | number | boolean>;

/** Uuid metadata (protocol §14): one row per client identity that has any. */
export const realtimeUuidMetadata = pgTable('realtime_uuid_metadata', {
  id: text('id').primaryKey(),
  name: text('name'),
  externalId: text('external_id'),
  profileUrl: text('profile_url'),
  email: text('email'),
  status: text('status'),
  type: text('type'),
  custom: jsonb('custom').$type<CustomFields>(),
  updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull(),
  eTag: text('etag').notNull(),
});

/** Channel metadata (protocol §14). */
export const realtimeChannelMetadata = pgTable('realtime_channel_metadata', {
  id: text('id').primaryKey(),
  name: text('name'),
  description: text('description'),
  status: text('status'),
  type: text('type'),
  custom: jsonb('custom').$type<CustomFields>(),
  updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull(),
  eTag: text('etag').notNull(),
});

/** A uuid's membership of a channel: read as memberships (by uuid) and as members (by channel). */
export const realtimeMemberships = pgTable(
  'realtime_memberships',
  {
    uuidId: text('uuid_id').notNull(),
    channelId: text('channel_id').notNull(),
    status: text('status'),
    type: text('type'),
    custom: jsonb('custom').$type<CustomFields>(),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull(),
    eTag: text('etag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uuidId, table.channelId] }), index('realtime_memberships_channel_idx').on(table.channelId)],
);

export type UuidMetadataRow = typeof realtimeUuidMetadata.$inferSelect;
export type ChannelMetadataRow = typeof realtimeChannelMetadata.$inferSelect;
export type MembershipRow = typeof realtimeMemberships.$inferSelect;
