import type { Page, PollInput, Post, PostRevision, PostVisibility } from '@meshwork/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { postRevisions, posts } from '../../db/schema/posts.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, personColumns } from '../users/index.js';
import type { Comments } from './comments.js';
import type { Polls } from './polls.js';
import type { PostImages } from './images.js';
import { visibleTo } from './policies.js';
import { presentPost, presentRevision, type PostWithAuthor } from './presenters.js';
import type { Reactions } from './reactions.js';

/** How many earlier versions the history shows, newest first. */
const historyMax = 50;

const postColumns = {
  post: {
    id: posts.id,
    text: posts.text,
    visibility: posts.visibility,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
    sharedPostId: posts.sharedPostId,
  },
  author: personColumns,
  key: timestampKey(posts.createdAt),
};

/**
 * Posts: write, read, edit with history, delete, and the newsfeed. Routes ask the policies first;
 * every list filters with the SQL form of `mayView`.
 */
export class PostsService {
  constructor(
    private readonly db: Db,
    private readonly images: PostImages,
    private readonly reactions: Reactions,
    private readonly comments: Comments,
    private readonly polls: Polls,
  ) {}

  /** Writes a post with the author's uploaded images; nothing is kept when an image is not theirs to attach. */
  async create(
    authorId: string,
    input: {
      text: string;
      visibility: PostVisibility;
      images: Array<{ id: string; alt: string }>;
      poll?: PollInput | undefined;
      sharedPostId?: string | undefined;
    },
  ): Promise<Post> {
    const postId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({ authorId, text: input.text, visibility: input.visibility, sharedPostId: input.sharedPostId })
        .returning({ id: posts.id });
      await this.images.attach(tx, authorId, row!.id, input.images);
      if (input.poll) await this.polls.create(tx, row!.id, input.poll);
      return row!.id;
    });
    return this.get(authorId, postId);
  }

  /** A post the viewer may see (the route asked the policy). */
  async get(viewerId: string, postId: string): Promise<Post> {
    const rows = await this.db
      .select(postColumns)
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(eq(posts.id, postId));
    return (await this.presentAll(viewerId, rows))[0]!;
  }

  /** Changes the text or the visibility; the version it replaces goes into the history. */
  async edit(viewerId: string, postId: string, change: { text?: string; visibility?: PostVisibility }): Promise<Post> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
      const text = change.text ?? before!.text;
      const visibility = change.visibility ?? before!.visibility;
      if (text === before!.text && visibility === before!.visibility) return;
      const now = new Date();
      await tx.insert(postRevisions).values({ postId, text: before!.text, visibility: before!.visibility, replacedAt: now });
      await tx.update(posts).set({ text, visibility, editedAt: now }).where(eq(posts.id, postId));
    });
    return this.get(viewerId, postId);
  }

  /** What sharing a post passes on: the post itself, or for a share the original it passes on. */
  async shareTarget(postId: string): Promise<string> {
    const [row] = await this.db.select({ sharedPostId: posts.sharedPostId }).from(posts).where(eq(posts.id, postId));
    return row?.sharedPostId ?? postId;
  }

  async authorOf(postId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
    return row?.authorId;
  }

  /** The post leaves every list and page at once; its history and images go with it. */
  async delete(postId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, postId));
      await tx.delete(postRevisions).where(eq(postRevisions.postId, postId));
    });
    await this.images.deleteOf(postId);
  }

  async history(postId: string): Promise<PostRevision[]> {
    const rows = await this.db
      .select()
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId))
      .orderBy(desc(postRevisions.replacedAt), desc(postRevisions.id))
      .limit(historyMax);
    return rows.map(presentRevision);
  }

  /**
   * The viewer's own posts and those of their friends and followings that they may see, newest
   * first. The circle is read first, with what each author shows the viewer (everything to
   * themselves, friends-only posts to friends, public posts to followers); then each author's
   * newest posts come from their index and only a page's worth of each is merged (docs/posts.md,
   * "The feed"). The page is filtered by `visibleTo` again, the one policy. A member with no friend
   * and no following yet sees the network's public posts, so that a newcomer's first newsfeed is not empty.
   */
  async feed(viewerId: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const take = pageSize(query.limit) + 1;
    const older = olderThan(posts.createdAt, posts.id, decodeCursor(query.cursor, 2)) ?? sql`true`;
    const circle = await this.db
      .select({ id: members.id, isFriend: sql<boolean>`circle.is_friend` })
      .from(sql`(${graphConditions.circle(viewerId)}) circle`)
      .innerJoin(members, sql`${members.id} = circle.member_id`)
      .where(and(notLeaving(), sql`not ${graphConditions.blocked(viewerId, members.id)}`));
    if (circle.length === 0)
      return this.page(viewerId, and(sql`${posts.id} in (${this.newcomerPage(viewerId, older, take)})`, visibleTo(viewerId))!, query);
    // What each author shows the viewer: 0 everything (the viewer), 1 public and friends-only, 2 public.
    const authors = [viewerId, ...circle.map((author) => author.id)];
    const reach = [0, ...circle.map((author) => (author.isFriend ? 1 : 2))];
    const newest = sql`select newest.id from unnest(${sql.param(authors)}::uuid[], ${sql.param(reach)}::int[]) as author(id, reach)
      cross join lateral (select ${posts.id}, ${posts.createdAt} from ${posts}
        where ${posts.authorId} = author.id and ${posts.deletedAt} is null and ${older}
          and (author.reach = 0 or ${posts.visibility} = 'public' or (author.reach = 1 and ${posts.visibility} = 'friends'))
        order by ${posts.createdAt} desc, ${posts.id} desc limit ${take}) newest
      order by newest.created_at desc, newest.id desc limit ${take}`;
    return this.page(viewerId, and(sql`${posts.id} in (${newest})`, visibleTo(viewerId))!, query);
  }

  /** A newcomer's page: their own posts and the network's public ones, newest first. */
  private newcomerPage(viewerId: string, older: SQL, take: number): SQL {
    const newestWhere = (where: SQL) =>
      sql`select ${posts.id}, ${posts.createdAt} from ${posts} inner join ${members} on ${members.id} = ${posts.authorId}
        where ${where} and ${visibleTo(viewerId)} and ${older} order by ${posts.createdAt} desc, ${posts.id} desc limit ${take}`;
    return sql`select candidate.id from ((${newestWhere(eq(posts.authorId, viewerId))}) union all (${newestWhere(eq(posts.visibility, 'public'))})) candidate
      order by candidate.created_at desc, candidate.id desc limit ${take}`;
  }

  private async page(viewerId: string, where: SQL, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    const rows = await this.db
      .select(postColumns)
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(where, olderThan(posts.createdAt, posts.id, decodeCursor(query.cursor, 2))))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit + 1);
    const presented = new Map((await this.presentAll(viewerId, rows.slice(0, limit))).map((post) => [post.id, post]));
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
    const rows = await this.db
      .select(postColumns)
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(inArray(posts.id, ids), visibleTo(viewerId)));
    return new Map(rows.map((row) => [row.post.id, row]));
  }

  /** Posts with their images, the viewer's view of their reactions, and their comment counts. */
  private async presentAll(viewerId: string, rows: PostWithAuthor[]): Promise<Post[]> {
    const ids = rows.map((row) => row.post.id);
    const sharedIds = rows.flatMap((row) => (row.post.sharedPostId ? [row.post.sharedPostId] : []));
    const [images, reactions, commentCounts, polls, originals] = await Promise.all([
      this.images.ofPosts([...ids, ...sharedIds]),
      this.reactions.summaries(viewerId, ids),
      this.comments.countsOf(viewerId, ids),
      this.polls.ofPosts(viewerId, ids),
      this.originals(viewerId, sharedIds),
    ]);
    return rows.map((row) =>
      presentPost(row, {
        images: images.get(row.post.id) ?? [],
        reactions: reactions.get(row.post.id)!,
        commentsCount: commentCounts.get(row.post.id) ?? 0,
        poll: polls.get(row.post.id) ?? null,
        shared: row.post.sharedPostId ? (originals.get(row.post.sharedPostId) ?? null) : undefined,
        sharedImages: row.post.sharedPostId ? (images.get(row.post.sharedPostId) ?? []) : [],
      }),
    );
  }
}
