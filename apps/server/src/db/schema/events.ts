import { eventAnswers, eventVisibilities } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** An event a member hosts; its times are instants, `time_zone` the IANA zone they were entered in. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    visibility: text('visibility', { enum: eventVisibilities }).notNull(),
    /** The cover image's storage key (`event-covers/<creator>/<event>/<name>.webp`), or none. */
    coverKey: text('cover_key'),
    /** The start the reminder was sent for: a repeated job sends nothing, a moved event is reminded again. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_creator_idx').on(table.creatorId),
    // The month view asks for events overlapping a range.
    index('events_starts_idx').on(table.startsAt, table.endsAt),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('events_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('events_description_length', sql`char_length(${table.description}) <= 5000`),
  ],
);

export type EventRow = typeof events.$inferSelect;

/** Guests of an event: invited (by whom), and their answer once they give one. */
export const eventGuests = pgTable(
  'event_guests',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Null when the member answered a visible event without an invitation. */
    invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
    answer: text('answer', { enum: eventAnswers }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.memberId] }), index('event_guests_member_idx').on(table.memberId)],
);

/**
 * A member's private calendar address. The token is kept as it is (not hashed) so the member can copy
 * the address again at any time; it only reads, and renewing it ends the old one (docs/events.md).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_idx').on(table.token)],
);
