import { roomAccessModes, roomKinds, roomScenes } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { chatGroups } from './groups.js';
import { members } from './users.js';

/**
 * A room: a shared 3D space with a scene and a rule of who may enter. A member's home, a group's
 * and an event's room are made the first time someone opens them; a member makes others.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: roomKinds }).notNull(),
    name: text('name').notNull(),
    scene: text('scene', { enum: roomScenes }).notNull(),
    access: text('access', { enum: roomAccessModes }).notNull(),
    /** Its host: the member whose home it is, who made it, or the event's creator; null for a group's room (its admins host). */
    hostId: uuid('host_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The group whose room it is, or whose members may enter a room made for them. */
    groupId: uuid('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rooms_home_idx')
      .on(table.hostId)
      .where(sql`${table.kind} = 'home'`),
    uniqueIndex('rooms_group_idx')
      .on(table.groupId)
      .where(sql`${table.kind} = 'group'`),
    uniqueIndex('rooms_event_idx')
      .on(table.eventId)
      .where(sql`${table.kind} = 'event'`),
    index('rooms_host_idx').on(table.hostId),
  ],
);

const roomMember = (name: string) =>
  pgTable(
    name,
    {
      roomId: uuid('room_id')
        .notNull()
        .references(() => rooms.id, { onDelete: 'cascade' }),
      memberId: uuid('member_id')
        .notNull()
        .references(() => members.id, { onDelete: 'cascade' }),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.roomId, table.memberId] }), index(`${name}_member_idx`).on(table.memberId)],
  );

/** The people invited to an `invited` room. */
export const roomInvitations = roomMember('room_invitations');
/** Who entered a room and has not left it: the realtime service lets them use its channel while they may be there. */
export const roomAdmissions = roomMember('room_admissions');
/** Who the host removed, and when: they may enter again `roomLimits.removalMinutes` later. */
export const roomRemovals = roomMember('room_removals');

export type RoomRow = typeof rooms.$inferSelect;
