import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key that signs links to restricted media (media/mediaLinks.ts): one row, made by the first
 * node that starts and read by every node, so a link one node signs opens on all of them.
 */
export const mediaLinkKeys = pgTable('media_link_keys', {
  id: smallint('id').primaryKey(),
  /** 256 random bits, base64url. */
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
