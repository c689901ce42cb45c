import type { Activity, Page } from '@meshwork/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { activities } from '../activity/index.js';
import { eventShownTo } from '../events/index.js';
import { graphConditions } from '../friends/index.js';
import { postVisibleTo, type PostsService } from '../posts/index.js';
import { members, presentMember } from '../users/index.js';

const friend = alias(members, 'friend');

/**
 * What the member did that the viewer may see, newest first. Each entry is checked against its
 * subject when read: a post (posted, shared, commented, reacted) the viewer may see; a friend who
 * is still a friend, not leaving, and not blocked by or blocking the viewer; an event the viewer may see.
 */
export async function activityOf(
  db: Db,
  posts: PostsService,
  viewerId: string,
  memberId: string,
  query: { cursor?: string; limit?: number },
): Promise<Page<Activity>> {
  const limit = pageSize(query.limit);
  const rows = await db
    .select({
      id: activities.id,
      kind: activities.kind,
      createdAt: activities.createdAt,
      key: timestampKey(activities.createdAt),
      postId: activities.postId,
      eventId: activities.eventId,
      friend: { username: friend.username, nickname: friend.nickname },
    })
    .from(activities)
    .leftJoin(friend, eq(friend.id, activities.memberId))
    .where(
      and(
        eq(activities.actorId, memberId),
        or(isNull(activities.eventId), eventShownTo(viewerId, activities.eventId)),
        or(isNull(activities.postId), postVisibleTo(viewerId, activities.postId)),
        or(
          isNull(activities.memberId),
          and(
            presentMember(friend),
            sql`not ${graphConditions.blocked(viewerId, friend.id)}`,
            graphConditions.friends(memberId, friend.id),
          ),
        ),
        olderThan(activities.createdAt, activities.id, decodeCursor(query.cursor, timestampAndId)),
      ),
    )
    .orderBy(newestFirst(activities.createdAt, activities.id))
    .limit(limit + 1);
  const summaries = await posts.summaries(
    viewerId,
    rows.slice(0, limit).flatMap((row) => (row.postId ? [row.postId] : [])),
  );
  return toPage(
    rows,
    limit,
    (row) => [row.key, row.id],
    (row) => {
      const summary = row.postId ? summaries.get(row.postId) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
        post: row.postId && summary ? { id: row.postId, ...summary } : null,
        member: row.friend?.username ? { username: row.friend.username, nickname: row.friend.nickname } : null,
        event_id: row.eventId,
      };
    },
  );
}
