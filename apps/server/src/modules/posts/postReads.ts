import type { GalleryImage, Page, Post, PostRevision } from '@meshwork/contracts';
import { and, count, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { homeTimelineHorizons, postFavourites, postHashtags, postRevisions, posts } from '../../db/schema/posts.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';
import { authorsNewest, type FeedAuthor } from './feedCandidates.js';
import { FeedPages } from './feedPage.js';
import { galleryOf } from './gallery.js';
import type { PostImages } from './images.js';
import { postColumns, postsWithPeople, timelineOwners } from './postColumns.js';
import type { ReadAround } from './postEngagement.js';
import { revisionVisibleTo, visibleTo } from './policies.js';
import type { PresentPosts } from './postPresentation.js';
import { listedTo } from './listedPosts.js';
import { presentRevision, type PostWithAuthor } from './presenters.js';

/** How much of a post's text a summary (the activity feed) shows. */
const excerptLength = 140;

/** How many earlier versions the history shows, newest first. */
const historyMax = 50;

type PageQuery = { cursor?: string; limit?: number };

/** Posts on a member's timeline: their own (not written on another's timeline) and friends' posts written there. */
const onTimelineOf = (ownerId: string): SQL =>
  or(and(eq(posts.authorId, ownerId), isNull(posts.timelineOwnerId)), eq(posts.timelineOwnerId, ownerId))!;

/**
 * Reading posts: one post, its history, the newsfeed, a timeline, a hashtag, the favourites, each
 * presented as the viewer sees it. Routes ask the policies first; every list filters with the SQL
 * form of `mayView`.
 */
export function postReads(db: Db, images: PostImages, presentAll: PresentPosts) {
  const feedPages = new FeedPages(db);

  /** A page of rows of `postColumns`, fetched with one more than `limit`, as the viewer sees them. */
  async function pageOf(
    viewerId: string,
    rows: Array<PostWithAuthor & { key: string }>,
    limit: number,
    around?: ReadAround,
  ): Promise<Page<Post>> {
    const presented = new Map((await presentAll(viewerId, rows.slice(0, limit), around)).map((post) => [post.id, post]));
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.post.id],
      (row) => presented.get(row.post.id)!,
    );
  }

  async function page(viewerId: string, where: SQL, query: PageQuery): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    const rows = await postsWithPeople(db)
      .where(and(where, olderThan(posts.createdAt, posts.id, decodeCursor(query.cursor, timestampAndId))))
      .orderBy(newestFirst(posts.createdAt, posts.id))
      .limit(limit + 1);
    return pageOf(viewerId, rows, limit);
  }

  /** A newcomer's page: their own posts and the network's public ones, newest first. */
  function newcomerPage(viewerId: string, older: SQL, take: number): SQL {
    const newestWhere = (where: SQL) =>
      sql`select ${posts.id}, ${posts.createdAt} from ${posts} inner join ${members} on ${members.id} = ${posts.authorId}
        where ${where} and ${listedTo(viewerId)} and ${older} order by ${newestFirst(posts.createdAt, posts.id)} limit ${take}`;
    return sql`select candidate.id from ((${newestWhere(eq(posts.authorId, viewerId))}) union all (${newestWhere(eq(posts.visibility, 'public'))})) candidate
      order by candidate.created_at desc, candidate.id desc limit ${take}`;
  }

  return {
    /** A post the viewer may see (the route asked the policy). */
    async get(viewerId: string, postId: string): Promise<Post> {
      const rows = await postsWithPeople(db).where(eq(posts.id, postId));
      return (await presentAll(viewerId, rows))[0]!;
    },

    /** What sharing a post passes on: the post itself, or for a share the original it passes on. */
    async shareTarget(postId: string): Promise<string> {
      const [row] = await db.select({ sharedPostId: posts.sharedPostId }).from(posts).where(eq(posts.id, postId));
      return row?.sharedPostId ?? postId;
    },

    /** The earlier versions of a post the viewer may see (the route asked the policy for the post). */
    async history(viewerId: string, postId: string): Promise<PostRevision[]> {
      const rows = await db
        .select({ text: postRevisions.text, visibility: postRevisions.visibility, replacedAt: postRevisions.replacedAt })
        .from(postRevisions)
        .innerJoin(posts, eq(posts.id, postRevisions.postId))
        .where(and(eq(postRevisions.postId, postId), revisionVisibleTo(viewerId)))
        .orderBy(newestFirst(postRevisions.replacedAt, postRevisions.id))
        .limit(historyMax);
      return rows.map(presentRevision);
    },

    /**
     * The viewer's own posts and those of their friends and followings that they may see, newest
     * first (docs/posts.md, "The feed"). A page within the viewer's home timeline is one prepared
     * statement (`FeedPages`). When it does not fill the page, the feed ends there, or crosses the
     * timeline's horizon, or the viewer has no circle yet: the circle is read, with what each author
     * shows the viewer and the horizon. Past the horizon, every author's newest posts are merged
     * instead; a member with no friend and no following yet sees the network's public posts, so that
     * a newcomer's first newsfeed is not empty. Every row passes `visibleTo`, the one policy.
     */
    async feed(viewerId: string, query: PageQuery): Promise<Page<Post>> {
      const limit = pageSize(query.limit);
      const keys = decodeCursor(query.cursor, timestampAndId);
      const { rows, around } = await feedPages.read(viewerId, keys, limit + 1);
      if (rows.length > limit) return pageOf(viewerId, rows, limit, around);
      const take = limit + 1;
      const circle = await db
        .select({
          id: members.id,
          isFriend: sql<boolean>`circle.is_friend`,
          horizon: sql<
            string | null
          >`(select ${homeTimelineHorizons.reachesBackTo}::text from ${homeTimelineHorizons} where ${homeTimelineHorizons.memberId} = ${viewerId})`,
        })
        .from(sql`(${graphConditions.circle(viewerId)}) circle`)
        .innerJoin(members, sql`${members.id} = circle.member_id`)
        .where(and(notLeaving(), sql`not ${graphConditions.blocked(viewerId, members.id)}`));
      if (circle.length === 0) {
        const older = olderThan(posts.createdAt, posts.id, keys) ?? sql`true`;
        return page(viewerId, and(sql`${posts.id} in (${newcomerPage(viewerId, older, take)})`, listedTo(viewerId))!, query);
      }
      if (circle[0]!.horizon === null) return pageOf(viewerId, rows, limit, around);
      // A timeline that does not reach back to the feed's end: the page that crosses its horizon comes from the authors themselves.
      const authors: FeedAuthor[] = circle.map((author) => ({ id: author.id, reach: author.isFriend ? 1 : 2 }));
      const everyAuthor = and(
        sql`${posts.id} in (select candidate.id from (${authorsNewest(viewerId, [{ id: viewerId, reach: 0 }, ...authors], keys, take)}) candidate)`,
        listedTo(viewerId),
      )!;
      return page(viewerId, everyAuthor, query);
    },

    /** The posts with a hashtag that the viewer may see, newest first (the hashtag page). */
    async tagged(viewerId: string, tag: string, query: PageQuery): Promise<Page<Post>> {
      const hasTag = exists(
        db
          .select({ one: sql`1` })
          .from(postHashtags)
          .where(and(eq(postHashtags.postId, posts.id), eq(postHashtags.tag, tag))),
      );
      return page(viewerId, and(hasTag, listedTo(viewerId))!, query);
    },

    /** Presents rows of `postColumns` (e.g. search results) as the viewer sees them, in their order. */
    present(viewerId: string, rows: PostWithAuthor[]): Promise<Post[]> {
      return presentAll(viewerId, rows);
    },

    /**
     * A member's timeline as the viewer may see it, newest first: what they wrote on it (posts and
     * shares) and what friends wrote on it. The pinned post is in its place too; the page shows it first.
     */
    async timeline(viewerId: string, ownerId: string, query: PageQuery): Promise<Page<Post>> {
      return page(viewerId, and(onTimelineOf(ownerId), visibleTo(viewerId))!, query);
    },

    /** How many posts of the member's timeline the viewer may see. */
    async timelineCount(viewerId: string, ownerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(onTimelineOf(ownerId), visibleTo(viewerId)));
      return row?.value ?? 0;
    },

    /** How many public posts of present members the network holds, as NodeInfo counts its local posts. */
    async publicPostCount(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(posts.visibility, 'public'), isNull(posts.deletedAt), isNull(posts.removedAt), notLeaving()));
      return row?.value ?? 0;
    },

    /** The member's pinned post, when the viewer may see it. */
    async pinnedOf(viewerId: string, ownerId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: posts.id })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(posts.authorId, ownerId), isNotNull(posts.pinnedAt), visibleTo(viewerId)));
      return row?.id ?? null;
    },

    /** The pictures of the author's posts the viewer may see (the profile's gallery). */
    gallery(viewerId: string, authorId: string, query: PageQuery): Promise<Page<GalleryImage>> {
      return galleryOf(db, viewerId, authorId, query, images.present);
    },

    /** The start of each post's text and its author, for the posts among `ids` the viewer may see. */
    async summaries(
      viewerId: string,
      ids: string[],
    ): Promise<Map<string, { excerpt: string; author: { username: string; nickname: string } }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: posts.id,
          excerpt: sql<string>`left(${posts.text}, ${excerptLength})`,
          username: members.username,
          nickname: members.nickname,
        })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(inArray(posts.id, ids), visibleTo(viewerId)));
      return new Map(rows.map((row) => [row.id, { excerpt: row.excerpt, author: { username: row.username, nickname: row.nickname } }]));
    },

    /** The posts the member saved that they may still see, the newest save first. */
    async favouritesOf(memberId: string, query: PageQuery): Promise<Page<Post>> {
      const limit = pageSize(query.limit);
      const rows = await db
        .select({ ...postColumns, savedKey: timestampKey(postFavourites.createdAt) })
        .from(postFavourites)
        .innerJoin(posts, eq(posts.id, postFavourites.postId))
        .innerJoin(members, eq(members.id, posts.authorId))
        .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId))
        .where(
          and(
            eq(postFavourites.memberId, memberId),
            visibleTo(memberId),
            olderThan(postFavourites.createdAt, postFavourites.postId, decodeCursor(query.cursor, timestampAndId)),
          ),
        )
        .orderBy(newestFirst(postFavourites.createdAt, postFavourites.postId))
        .limit(limit + 1);
      const presented = await presentAll(memberId, rows.slice(0, limit));
      return toPage(
        rows,
        limit,
        (row) => [row.savedKey, row.post.id],
        (row) => presented.find((post) => post.id === row.post.id)!,
      );
    },
  };
}

export type PostReads = ReturnType<typeof postReads>;
