import type { ActivityKind } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { activities } from '../../db/schema/activity.js';

/**
 * The activity log: modules record what members do where it happens; the profile's activity
 * feed reads it and decides, when read, what each viewer may see (docs/profiles.md, "Activity feed").
 * It depends on no module, so every module may write to it.
 */
export interface ActivityEntry {
  actorId: string;
  kind: ActivityKind;
  postId?: string;
  commentId?: string;
  /** The other member of a friendship. */
  memberId?: string;
  eventId?: string;
}

export async function recordActivity(db: Pick<Db, 'insert'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activities).values({ ...entry, createdAt: clock.now() });
}

/** Takes back a deed that was undone (a reaction removed, a friendship ended). */
export async function forgetActivity(
  db: Pick<Db, 'delete'>,
  entry: Pick<ActivityEntry, 'actorId' | 'kind' | 'postId' | 'memberId' | 'eventId'>,
): Promise<void> {
  await db
    .delete(activities)
    .where(
      and(
        eq(activities.actorId, entry.actorId),
        eq(activities.kind, entry.kind),
        entry.postId ? eq(activities.postId, entry.postId) : undefined,
        entry.memberId ? eq(activities.memberId, entry.memberId) : undefined,
        entry.eventId ? eq(activities.eventId, entry.eventId) : undefined,
      ),
    );
}

/** The log's table, for the activity feed's query. */
export { activities };
