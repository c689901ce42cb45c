import { bigint, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

/** Message actions (reactions, receipts…), each with its own timetoken, on a stored message. */
export const realtimeMessageActions = pgTable(
  'realtime_message_actions',
  {
    channel: text('channel').notNull(),
    actionTimetoken: bigint('action_timetoken', { mode: 'bigint' }).notNull(),
    messageTimetoken: bigint('message_timetoken', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    uuid: text('uuid').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.channel, table.actionTimetoken] }),
    unique('realtime_message_actions_once').on(table.channel, table.messageTimetoken, table.type, table.value, table.uuid),
    index('realtime_message_actions_message_idx').on(table.channel, table.messageTimetoken),
  ],
);

export type MessageActionRow = typeof realtimeMessageActions.$inferSelect;
