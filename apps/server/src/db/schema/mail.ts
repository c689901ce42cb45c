import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatuses = ['queued', 'sent', 'failed'] as const;

/** Every mail the product sends; with the outbox transport this table is the dev mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
