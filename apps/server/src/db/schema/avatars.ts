import { avatarGenders, avatarKinds, type AvatarParameters } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './users.js';

/** A member's avatars: the parameters they were made from and their GLB and VRM files. */
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
    vrmKey: text('vrm_key').notNull(),
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
