import { avatarBuildStatuses, avatarGenders, avatarKinds, avatarOutputFormats, type AvatarParameters } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** A member's avatars: the parameters they were made from (creator avatars) and their GLB and VRM (creator avatars) files. */
export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: avatarKinds }).notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: avatarGenders }).notNull(),
    parameters: jsonb('parameters').$type<AvatarParameters>(),
    glbKey: text('glb_key').notNull(),
    vrmKey: text('vrm_key'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('avatars_member_idx').on(table.memberId, table.createdAt.desc()),
    // At most one default avatar per member.
    uniqueIndex('avatars_one_default_idx')
      .on(table.memberId)
      .where(sql`${table.isDefault}`),
  ],
);

export type AvatarRow = typeof avatars.$inferSelect;

/**
 * Photo avatars being made: the member follows the progress live and, after leaving the page, from
 * here. A build ends done (with its avatar) or failed (with why).
 */
export const avatarBuilds = pgTable(
  'avatar_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: avatarBuildStatuses }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    outputFormat: text('output_format', { enum: avatarOutputFormats }).notNull(),
    errorCode: text('error_code'),
    avatarId: uuid('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avatar_builds_member_idx').on(table.memberId, table.createdAt.desc())],
);

export type AvatarBuildRow = typeof avatarBuilds.$inferSelect;
