import type { GalleryImage, Page, PollInput, Post, PostRevision, PostVisibility } from '@meshwork/contracts';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordActivity } from '../activity/index.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { postFavourites, postRevisions, posts } from '../../db/schema/posts.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { members, personColumns } from '../users/index.js';
import type { Comments } from './comments.js';
import type { Favourites } from './favourites.js';
import { galleryOf } from './gallery.js';
import type { Polls } from './polls.js';
import type { PostImages } from './images.js';
import { visibleTo } from './policies.js';
import { presentPost, presentRevision, type PostWithAuthor } from './presenters.js';
import type { Reactions } from './reactions.js';

/** How much of a post's text a summary (the activity feed) shows. */
const excerptLength = 140;

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
    private readonly saves: Favourites,
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
      await recordActivity(tx, { actorId: authorId, kind: input.sharedPostId ? 'shared' : 'posted', postId: row!.id });
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

  /** The viewer's own posts and those of their friends and followings that they may see, newest first. */
  async feed(viewerId: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const authors = or(
      eq(posts.authorId, viewerId),
      graphConditions.friends(viewerId, posts.authorId),
      graphConditions.following(viewerId, posts.authorId),
    );
    return this.page(viewerId, and(authors, visibleTo(viewerId))!, query);
  }

  /** The pictures of the author's posts the viewer may see (the profile's gallery). */
  gallery(viewerId: string, authorId: string, query: { cursor?: string; limit?: number }): Promise<Page<GalleryImage>> {
    return galleryOf(this.db, viewerId, authorId, query);
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
      .where(
        and(
          eq(postFavourites.memberId, memberId),
          visibleTo(memberId),
          olderThan(postFavourites.createdAt, postFavourites.postId, decodeCursor(query.cursor, 2)),
        ),
      )
      .orderBy(desc(postFavourites.createdAt), desc(postFavourites.postId))
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
    const [images, reactions, commentCounts, polls, originals, saved] = await Promise.all([
      this.images.ofPosts([...ids, ...sharedIds]),
      this.reactions.summaries(viewerId, ids),
      this.comments.countsOf(viewerId, ids),
      this.polls.ofPosts(viewerId, ids),
      this.originals(viewerId, sharedIds),
      this.saves.savedOf(viewerId, ids),
    ]);
    return rows.map((row) =>
      presentPost(row, {
        images: images.get(row.post.id) ?? [],
        reactions: reactions.get(row.post.id)!,
        commentsCount: commentCounts.get(row.post.id) ?? 0,
        poll: polls.get(row.post.id) ?? null,
        shared: row.post.sharedPostId ? (originals.get(row.post.sharedPostId) ?? null) : undefined,
        sharedImages: row.post.sharedPostId ? (images.get(row.post.sharedPostId) ?? []) : [],
        saved: saved.has(row.post.id),
      }),
    );
  }
}
