import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Files shared on channels (protocol §11). A row is made when an upload URL is handed out and
 * counts as a file once `uploadedAt` is set; until then only the upload credential may touch it.
 */
export const realtimeFiles = pgTable(
  'realtime_files',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** The bytes are at `realtime-files/<storageKey>` of the file storage: a secret, never the public id, in a folder no other route serves. */
    storageKey: text('storage_key').notNull(),
    /** SHA-256 of the short-lived upload credential carried in the upload form. */
    uploadTokenHash: text('upload_token_hash').notNull(),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    uploaderUuid: text('uploader_uuid').notNull(),
    uploaderMemberId: uuid('uploader_member_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** The timetoken of the file message, so retried publish-file calls answer the same one. */
    publishedTimetoken: text('published_timetoken'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('realtime_files_channel_listing_idx').on(table.channel, table.uploadedAt, table.id)],
);

export type RealtimeFileRow = typeof realtimeFiles.$inferSelect;
