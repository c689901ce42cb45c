import type { GalleryImage, Page, PollInput, Post, PostRevision, PostVisibility } from '@meshwork/contracts';
import { and, count, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { recordActivity } from '../activity/index.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { homeTimelineHorizons, postFavourites, postHashtags, postRevisions, posts } from '../../db/schema/posts.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';
import { authorsNewest, type FeedAuthor } from './feedCandidates.js';
import { FeedPages } from './feedPage.js';
import { postColumns, timelineOwners } from './postColumns.js';
import { galleryOf } from './gallery.js';
import { engagementOf, type ReadAround } from './postEngagement.js';
import type { Polls } from './polls.js';
import type { PostImages } from './images.js';
import type { PostTags } from './postTags.js';
import { revisionVisibleTo, visibleTo } from './policies.js';
import { presentPost, presentRevision, type PostWithAuthor } from './presenters.js';

/** How much of a post's text a summary (the activity feed) shows. */
const excerptLength = 140;

/** How many earlier versions the history shows, newest first. */
const historyMax = 50;

/** What follows a write once it is stored: notices, the live feed, the poll's end. */
export interface PostEvents {
  created(post: {
    id: string;
    authorId: string;
    mentioned: string[];
    sharedPostId?: string | undefined;
    timelineOwnerId?: string | undefined;
    pollClosesAt?: Date | undefined;
  }): Promise<void>;
  edited(post: { id: string; authorId: string; mentioned: string[]; visibilityChanged: boolean }): Promise<void>;
  deleted(postId: string): Promise<void>;
}

/** Posts with their authors and timeline owners, for every list and page. */
const postsWithPeople = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId));

/** Posts on a member's timeline: their own (not written on another's timeline) and friends' posts written there. */
const onTimelineOf = (ownerId: string): SQL =>
  or(and(eq(posts.authorId, ownerId), isNull(posts.timelineOwnerId)), eq(posts.timelineOwnerId, ownerId))!;

/**
 * Posts: write, read, edit with history, delete, and the newsfeed. Routes ask the policies first;
 * every list filters with the SQL form of `mayView`.
 */
export class PostsService {
  constructor(
    private readonly db: Db,
    private readonly images: PostImages,
    private readonly polls: Polls,
    private readonly tags: PostTags,
    private readonly events: PostEvents,
  ) {
    this.feedPages = new FeedPages(db);
  }

  private readonly feedPages: FeedPages;

  /** Writes a post with the author's uploaded images; nothing is kept when an image is not theirs to attach. */
  async create(
    authorId: string,
    input: {
      text: string;
      visibility: PostVisibility;
      images: Array<{ id: string; alt: string }>;
      poll?: PollInput | undefined;
      sharedPostId?: string | undefined;
      timelineOwnerId?: string | undefined;
    },
  ): Promise<Post> {
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({
          authorId,
          text: input.text,
          visibility: input.visibility,
          sharedPostId: input.sharedPostId,
          timelineOwnerId: input.timelineOwnerId,
          createdAt: clock.now(),
        })
        .returning({ id: posts.id });
      const id = row!.id;
      await this.images.attach(tx, authorId, id, input.images);
      const pollClosesAt = input.poll && (await this.polls.create(tx, id, input.poll));
      await recordActivity(tx, { actorId: authorId, kind: input.sharedPostId ? 'shared' : 'posted', postId: id });
      const mentioned = await this.tags.save(tx, id, input.text);
      return { id, authorId, mentioned, sharedPostId: input.sharedPostId, timelineOwnerId: input.timelineOwnerId, pollClosesAt };
    });
    await this.events.created(created);
    return this.get(authorId, created.id);
  }

  /** A post the viewer may see (the route asked the policy). */
  async get(viewerId: string, postId: string): Promise<Post> {
    const rows = await postsWithPeople(this.db).where(eq(posts.id, postId));
    return (await this.presentAll(viewerId, rows))[0]!;
  }

  /** Changes the text or the visibility; the version it replaces goes into the history. */
  async edit(viewerId: string, postId: string, change: { text?: string; visibility?: PostVisibility }): Promise<Post> {
    const { mentioned, visibilityChanged } = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ text: posts.text, visibility: posts.visibility })
        .from(posts)
        .where(eq(posts.id, postId))
        .for('update');
      const text = change.text ?? before!.text;
      const visibility = change.visibility ?? before!.visibility;
      if (text === before!.text && visibility === before!.visibility) return { mentioned: [], visibilityChanged: false };
      const now = new Date();
      await tx.insert(postRevisions).values({ postId, text: before!.text, visibility: before!.visibility, replacedAt: now });
      await tx.update(posts).set({ text, visibility, editedAt: now }).where(eq(posts.id, postId));
      return { mentioned: await this.tags.save(tx, postId, text), visibilityChanged: visibility !== before!.visibility };
    });
    await this.events.edited({ id: postId, authorId: viewerId, mentioned, visibilityChanged });
    return this.get(viewerId, postId);
  }

  /** What sharing a post passes on: the post itself, or for a share the original it passes on. */
  async shareTarget(postId: string): Promise<string> {
    const [row] = await this.db.select({ sharedPostId: posts.sharedPostId }).from(posts).where(eq(posts.id, postId));
    return row?.sharedPostId ?? postId;
  }

  /** The post leaves every list and page at once; its history and images go with it. */
  async delete(postId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(posts).set({ deletedAt: new Date(), pinnedAt: null }).where(eq(posts.id, postId));
      await tx.delete(postRevisions).where(eq(postRevisions.postId, postId));
    });
    await this.images.deleteOf(postId);
    await this.events.deleted(postId);
  }

  /** The earlier versions of a post the viewer may see (the route asked the policy for the post). */
  async history(viewerId: string, postId: string): Promise<PostRevision[]> {
    const rows = await this.db
      .select({ text: postRevisions.text, visibility: postRevisions.visibility, replacedAt: postRevisions.replacedAt })
      .from(postRevisions)
      .innerJoin(posts, eq(posts.id, postRevisions.postId))
      .where(and(eq(postRevisions.postId, postId), revisionVisibleTo(viewerId)))
      .orderBy(newestFirst(postRevisions.replacedAt, postRevisions.id))
      .limit(historyMax);
    return rows.map(presentRevision);
  }

  /**
   * The viewer's own posts and those of their friends and followings that they may see, newest
   * first (docs/posts.md, "The feed"). A page within the viewer's home timeline is one prepared
   * statement (`FeedPages`). When it does not fill the page, the feed ends there, or crosses the
   * timeline's horizon, or the viewer has no circle yet: the circle is read, with what each author
   * shows the viewer and the horizon. Past the horizon, every author's newest posts are merged
   * instead; a member with no friend and no following yet sees the network's public posts, so that
   * a newcomer's first newsfeed is not empty. Every row passes `visibleTo`, the one policy.
   */
  async feed(viewerId: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    const keys = decodeCursor(query.cursor, timestampAndId);
    const { rows, around } = await this.feedPages.read(viewerId, keys, limit + 1);
    if (rows.length > limit) return this.pageOf(viewerId, rows, limit, around);
    const take = limit + 1;
    const circle = await this.db
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
      return this.page(viewerId, and(sql`${posts.id} in (${this.newcomerPage(viewerId, older, take)})`, visibleTo(viewerId))!, query);
    }
    if (circle[0]!.horizon === null) return this.pageOf(viewerId, rows, limit, around);
    // A timeline that does not reach back to the feed's end: the page that crosses its horizon comes from the authors themselves.
    const authors: FeedAuthor[] = circle.map((author) => ({ id: author.id, reach: author.isFriend ? 1 : 2 }));
    const everyAuthor = and(
      sql`${posts.id} in (select candidate.id from (${authorsNewest([{ id: viewerId, reach: 0 }, ...authors], keys, take)}) candidate)`,
      visibleTo(viewerId),
    )!;
    return this.page(viewerId, everyAuthor, query);
  }

  /** A newcomer's page: their own posts and the network's public ones, newest first. */
  private newcomerPage(viewerId: string, older: SQL, take: number): SQL {
    const newestWhere = (where: SQL) =>
      sql`select ${posts.id}, ${posts.createdAt} from ${posts} inner join ${members} on ${members.id} = ${posts.authorId}
        where ${where} and ${visibleTo(viewerId)} and ${older} order by ${newestFirst(posts.createdAt, posts.id)} limit ${take}`;
    return sql`select candidate.id from ((${newestWhere(eq(posts.authorId, viewerId))}) union all (${newestWhere(eq(posts.visibility, 'public'))})) candidate
      order by candidate.created_at desc, candidate.id desc limit ${take}`;
  }

  /** The posts with a hashtag that the viewer may see, newest first (the hashtag page). */
  async tagged(viewerId: string, tag: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const hasTag = exists(
      this.db
        .select({ one: sql`1` })
        .from(postHashtags)
        .where(and(eq(postHashtags.postId, posts.id), eq(postHashtags.tag, tag))),
    );
    return this.page(viewerId, and(hasTag, visibleTo(viewerId))!, query);
  }

  /** Presents rows of `postColumns` (e.g. search results) as the viewer sees them, in their order. */
  async present(viewerId: string, rows: PostWithAuthor[]): Promise<Post[]> {
    return this.presentAll(viewerId, rows);
  }

  /**
   * A member's timeline as the viewer may see it, newest first: what they wrote on it (posts and
   * shares) and what friends wrote on it. The pinned post is in its place too; the page shows it first.
   */
  async timeline(viewerId: string, ownerId: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    return this.page(viewerId, and(onTimelineOf(ownerId), visibleTo(viewerId))!, query);
  }

  /** How many posts of the member's timeline the viewer may see. */
  async timelineCount(viewerId: string, ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(onTimelineOf(ownerId), visibleTo(viewerId)));
    return row?.value ?? 0;
  }

  /** The member's pinned post, when the viewer may see it. */
  async pinnedOf(viewerId: string, ownerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: posts.id })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(eq(posts.authorId, ownerId), isNotNull(posts.pinnedAt), visibleTo(viewerId)));
    return row?.id ?? null;
  }

  /** Pins the post to the top of its author's timeline, unpinning the one pinned before (one at a time). */
  async pin(authorId: string, postId: string): Promise<Post> {
    await this.db.transaction(async (tx) => {
      // One pin at a time per author: simultaneous pins wait for each other rather than meet the unique index.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pin:${authorId}`}, 0))`);
      await tx
        .update(posts)
        .set({ pinnedAt: null })
        .where(and(eq(posts.authorId, authorId), isNotNull(posts.pinnedAt)));
      await tx.update(posts).set({ pinnedAt: new Date() }).where(eq(posts.id, postId));
    });
    return this.get(authorId, postId);
  }

  async unpin(authorId: string, postId: string): Promise<Post> {
    await this.db.update(posts).set({ pinnedAt: null }).where(eq(posts.id, postId));
    return this.get(authorId, postId);
  }

  /** The pictures of the author's posts the viewer may see (the profile's gallery). */
  gallery(viewerId: string, authorId: string, query: { cursor?: string; limit?: number }): Promise<Page<GalleryImage>> {
    return galleryOf(this.db, viewerId, authorId, query, this.images.present);
  }

  /** The start of each post's text and its author, for the posts among `ids` the viewer may see. */
  async summaries(
    viewerId: string,
    ids: string[],
  ): Promise<Map<string, { excerpt: string; author: { username: string; nickname: string } }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
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
  }

  /** The posts the member saved that they may still see, the newest save first. */
  async favouritesOf(memberId: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    const rows = await this.db
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
    const presented = await this.presentAll(memberId, rows.slice(0, limit));
    return toPage(
      rows,
      limit,
      (row) => [row.savedKey, row.post.id],
      (row) => presented.find((post) => post.id === row.post.id)!,
    );
  }

  private async page(viewerId: string, where: SQL, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    const rows = await postsWithPeople(this.db)
      .where(and(where, olderThan(posts.createdAt, posts.id, decodeCursor(query.cursor, timestampAndId))))
      .orderBy(newestFirst(posts.createdAt, posts.id))
      .limit(limit + 1);
    return this.pageOf(viewerId, rows, limit);
  }

  /** A page of rows of `postColumns`, fetched with one more than `limit`, as the viewer sees them. */
  private async pageOf(
    viewerId: string,
    rows: Array<PostWithAuthor & { key: string }>,
    limit: number,
    around?: ReadAround,
  ): Promise<Page<Post>> {
    const presented = new Map((await this.presentAll(viewerId, rows.slice(0, limit), around)).map((post) => [post.id, post]));
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.post.id],
      (row) => presented.get(row.post.id)!,
    );
  }

  /** The originals of shares that the viewer may see; the others stay hidden behind the share. */
  private async originals(viewerId: string, ids: string[]): Promise<Map<string, PostWithAuthor>> {
    if (ids.length === 0) return new Map();
    const rows = await postsWithPeople(this.db).where(and(inArray(posts.id, ids), visibleTo(viewerId)));
    return new Map(rows.map((row) => [row.post.id, row]));
  }

  /**
   * Posts with their images, originals, engagement and polls: three round trips, a fourth when a
   * poll is among them; what was read `around` them with the rows is not read again.
   */
  private async presentAll(viewerId: string, rows: PostWithAuthor[], around?: ReadAround): Promise<Post[]> {
    const ids = rows.map((row) => row.post.id);
    const sharedIds = rows.flatMap((row) => (row.post.sharedPostId ? [row.post.sharedPostId] : []));
    const [read, engagement, originals] = await Promise.all([
      this.images.ofPosts(around ? sharedIds : [...ids, ...sharedIds]),
      around?.engagement ?? engagementOf(this.db, viewerId, ids),
      this.originals(viewerId, sharedIds),
    ]);
    const stored = new Map([...read, ...(around?.images ?? [])]);
    const imagesOf = (postId: string) => (stored.get(postId) ?? []).map(this.images.present);
    const polls = await this.polls.ofPosts(
      viewerId,
      ids.filter((id) => engagement.get(id)!.hasPoll),
    );
    return rows.map((row) => {
      const shared = row.post.sharedPostId ? (originals.get(row.post.sharedPostId) ?? null) : undefined;
      return presentPost(viewerId, row, {
        images: imagesOf(row.post.id),
        reactions: engagement.get(row.post.id)!.reactions,
        commentsCount: engagement.get(row.post.id)!.commentsCount,
        poll: polls.get(row.post.id) ?? null,
        shared,
        // A hidden original's images get no links.
        sharedImages: shared ? imagesOf(shared.post.id) : [],
        saved: engagement.get(row.post.id)!.saved,
      });
    });
  }
}
