import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirst } from '../../db/keyset.js';
import { prepareSelect } from '../../db/preparedSelect.js';
import { homeTimelineHorizons, homeTimelines, posts, wideAuthors } from '../../db/schema/posts.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';
import { imagesOf } from './images.js';
import { engagementColumns, presentEngagement, type ReadAround } from './postEngagement.js';
import { listedTo, notMutedBy } from './listedPosts.js';
import { postColumns, timelineOwners } from './postColumns.js';

const viewer = sql.placeholder('viewer');
const take = sql.placeholder('take');

/** Rows after the cursor, in the prepared statement of a page after the first. */
const olderThanCursor = (withCursor: boolean, timestamp: AnyColumn, id: AnyColumn): SQL =>
  withCursor ? sql`(${timestamp}, ${id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)` : sql`true`;

/**
 * The feed's page within the home timeline, in one statement of fixed text (docs/posts.md, "The
 * feed"): the circle, the timeline's newest rows by authors in it, the newest posts of the viewer
 * and of the circle's wide authors, the horizon, and `visibleTo` on every row. Its only
 * parameters are the viewer, the cursor and the page's length, so PostgreSQL plans it once per
 * connection (a named statement with a generic plan) rather than on every call. Empty when the
 * viewer's circle is: the caller then reads a newcomer's page.
 */
function feedPageStatement(db: Db, withCursor: boolean) {
  const older = (timestamp: AnyColumn, id: AnyColumn) => olderThanCursor(withCursor, timestamp, id);
  // In the order of `posts_author_created_idx`, so that its scan stops after a page.
  const newestPage = sql`order by ${newestFirst(posts.createdAt, posts.id)} limit ${take}`;
  // Both tests keep the timeline's rows newest first in the plan PostgreSQL keeps, which stops after a page: on the first
  // page a semi-join with the circle; after a cursor that join would be hashed and every row past the cursor sorted, so
  // each row asks the graph instead.
  const inCircle = withCursor
    ? sql`(${graphConditions.following(viewer, posts.authorId)} or ${graphConditions.friends(viewer, posts.authorId)})`
    : sql`${posts.authorId} in (select member_id from circle)`;
  const fromTimeline = sql`select ${posts.id}, ${posts.createdAt} from ${homeTimelines}
    inner join ${posts} on ${posts.id} = ${homeTimelines.postId}
    inner join ${members} on ${members.id} = ${posts.authorId}
    where ${homeTimelines.memberId} = ${viewer} and ${older(homeTimelines.createdAt, homeTimelines.postId)}
      and ${inCircle} and ${listedTo(viewer)}
    order by ${homeTimelines.createdAt} desc, ${homeTimelines.postId} desc limit ${take}`;
  // A friend shows public and friends-only posts, a followed member public ones (the index holds the visibility).
  const fromWideAuthors = sql`select newest.id, newest.created_at from circle
    inner join ${wideAuthors} on ${wideAuthors.memberId} = circle.member_id
    cross join lateral (select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = circle.member_id and ${posts.deletedAt} is null and ${older(posts.createdAt, posts.id)}
        and (${posts.visibility} = 'public' or (circle.is_friend and ${posts.visibility} = 'friends')) and ${notMutedBy(viewer)}
      ${newestPage}) newest`;
  const fromViewer = sql`select ${posts.id}, ${posts.createdAt} from ${posts}
    where ${posts.authorId} = ${viewer} and ${posts.deletedAt} is null and ${notMutedBy(viewer)} and ${older(posts.createdAt, posts.id)} ${newestPage}`;
  // As the newcomer's test reads it: someone in the circle who is not leaving and not blocked either way.
  const hasCircle = sql`exists (select 1 from circle inner join ${members} on ${members.id} = circle.member_id
    where ${notLeaving()} and not ${graphConditions.blocked(viewer, members.id)})`;
  const candidates = sql`with circle as (${graphConditions.circle(viewer)})
    select candidate.id from ((${fromTimeline}) union (${fromWideAuthors}) union (${fromViewer})) candidate
    where ${hasCircle}
    order by candidate.created_at desc, candidate.id desc limit ${take}`;
  const withinHorizon = sql`${posts.createdAt} >= coalesce((select ${homeTimelineHorizons.reachesBackTo} from ${homeTimelineHorizons}
    where ${homeTimelineHorizons.memberId} = ${viewer}), '-infinity')`;
  const post = sql`${posts.id}`;
  const selection = { ...postColumns, engagement: engagementColumns(viewer, post), images: imagesOf(post) };
  const query = db
    .select(selection)
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId))
    .where(and(sql`${posts.id} in (${candidates})`, withinHorizon, listedTo(viewer), older(posts.createdAt, posts.id)))
    .orderBy(newestFirst(posts.createdAt, posts.id))
    .limit(take);
  return prepareSelect(db, withCursor ? 'feed_page_after_cursor' : 'feed_first_page', query, selection, ['timelineOwner']);
}

/**
 * The two prepared statements of the feed's page (the first page, and a page after a cursor). Each
 * row comes with what the viewer sees around the post and its images, so that a page is one round trip.
 */
export class FeedPages {
  private readonly first: ReturnType<typeof feedPageStatement>;
  private readonly afterCursor: ReturnType<typeof feedPageStatement>;

  constructor(db: Db) {
    this.first = feedPageStatement(db, false);
    this.afterCursor = feedPageStatement(db, true);
  }

  /** Up to `take` rows of the viewer's feed after the cursor's keys, as far back as their home timeline reaches. */
  async read(viewerId: string, keys: readonly [string, string] | undefined, take: number) {
    const rows = keys
      ? await this.afterCursor.execute({ viewer: viewerId, take, ...cursorValues(keys) })
      : await this.first.execute({ viewer: viewerId, take });
    const around: ReadAround = {
      engagement: new Map(rows.map((row) => [row.post.id, presentEngagement(row.engagement)])),
      images: new Map(rows.map((row) => [row.post.id, row.images])),
    };
    return { rows, around };
  }
}

const cursorValues = ([at, id]: readonly [string, string]) => ({ at, id });
