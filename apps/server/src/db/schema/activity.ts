import { activityKinds } from '@meshwork/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { comments, posts } from './posts.js';
import { members } from './users.js';

/**
 * What members did, for their profile's activity feed (docs/profiles.md, "Activity feed"): one
 * row per deed, written by the module where it happens. A row goes with its subject (a deleted
 * comment, post or member); who may see it is decided when it is read.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: activityKinds }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** The other member of a friendship. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** An event's id, once events exist. */
    eventId: uuid('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_actor_created_idx').on(table.actorId, table.createdAt.desc(), table.id.desc()),
    index('activities_post_idx').on(table.postId),
  ],
);
