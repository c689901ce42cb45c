import type { Page, PostVisibility } from '@meshwork/contracts';
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { newestFirst, olderThan } from '../../db/keyset.js';
import { comments, postImages, postMentions, posts } from '../../db/schema/posts.js';
import { cursorKeys, timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import type { StoredFile } from '../../storage/fileStorage.js';
import { members, notLeaving, presentMember } from '../users/index.js';
import type { PostImages } from './images.js';
import { postsWithPeople } from './postColumns.js';
import type { PollTally, Polls } from './polls.js';
import { visibleTo } from './policies.js';
import { namedMembers } from './postTags.js';
import type { PostWithAuthor, StoredPostImage } from './presenters.js';
import { mentionsOf as usernamesMentionedIn } from './textTags.js';

/**
 * What a reader who is no member may see: `visibleTo` a viewer who is nobody. Only public posts
 * pass, not deleted or removed by a moderator, by an author who is present (not suspended, not
 * leaving, not awaiting approval) and not limited. It is what may leave the server.
 */
const visibleToEveryone = (): SQL => visibleTo(sql`null::uuid`);

/** A post that may leave the server, with what other servers show of it. */
export interface OutboundPost extends PostWithAuthor {
  images: StoredPostImage[];
  poll: PollTally | null;
  /** The present members its text mentions (kept by `PostTags` at writing). */
  mentioned: Array<{ id: string; username: string }>;
  /** A share's original when it may leave the server too; null when it may not (or is gone); undefined for no share. */
  shared: { id: string; authorId: string } | null | undefined;
}

/** A comment on a post that may leave the server, by a present member, not removed. */
export interface OutboundCommentWithPost {
  comment: { id: string; parentId: string | null; authorId: string; text: string; createdAt: Date; editedAt: Date | null };
  post: { id: string; authorId: string; visibility: PostVisibility };
  /** The present members its text mentions. */
  mentioned: Array<{ id: string; username: string }>;
}

type PageQuery = { cursor?: string; limit?: number };

// The comment's author, beside the post's (`members`, which `visibleToEveryone` reads).
const commenters = alias(members, 'commenter');

/** The posts that may leave the server, as the federation module publishes them (an actor's outbox and featured collection). */
export function outboundPosts(db: Db, images: PostImages, polls: Polls) {
  async function mentionsOf(ids: string[]) {
    const rows = ids.length
      ? await db
          .select({ postId: postMentions.postId, id: members.id, username: members.username })
          .from(postMentions)
          .innerJoin(members, eq(members.id, postMentions.memberId))
          .where(and(inArray(postMentions.postId, ids), notLeaving()))
      : [];
    return (postId: string) => rows.filter((row) => row.postId === postId).map(({ id, username }) => ({ id, username }));
  }

  async function originalsOf(ids: string[]) {
    const rows = ids.length
      ? await db
          .select({ id: posts.id, authorId: posts.authorId })
          .from(posts)
          .innerJoin(members, eq(members.id, posts.authorId))
          .where(and(inArray(posts.id, ids), visibleToEveryone()))
      : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The rows with their images, polls, mentions and originals: four round trips whatever their number. */
  async function withExtras(rows: PostWithAuthor[]): Promise<OutboundPost[]> {
    const ids = rows.map((row) => row.post.id);
    const sharedIds = rows.flatMap((row) => (row.post.sharedPostId ? [row.post.sharedPostId] : []));
    const [stored, tallies, mentioned, originals] = await Promise.all([
      images.ofPosts(ids),
      polls.talliesOf(ids),
      mentionsOf(ids),
      originalsOf(sharedIds),
    ]);
    return rows.map((row) => ({
      ...row,
      images: stored.get(row.post.id) ?? [],
      poll: tallies.get(row.post.id) ?? null,
      mentioned: mentioned(row.post.id),
      shared: row.post.sharedPostId ? (originals.get(row.post.sharedPostId) ?? null) : undefined,
    }));
  }

  return {
    /** The author's posts that may leave the server, newest first. */
    async pageOf(authorId: string, query: PageQuery): Promise<Page<OutboundPost>> {
      const limit = pageSize(query.limit);
      const rows = await postsWithPeople(db)
        .where(
          and(
            eq(posts.authorId, authorId),
            visibleToEveryone(),
            olderThan(posts.createdAt, posts.id, decodeCursor(query.cursor, timestampAndId)),
          ),
        )
        .orderBy(newestFirst(posts.createdAt, posts.id))
        .limit(limit + 1);
      const outbound = new Map((await withExtras(rows.slice(0, limit))).map((post) => [post.post.id, post]));
      return toPage(
        rows,
        limit,
        (row) => [row.key, row.post.id],
        (row) => outbound.get(row.post.id)!,
      );
    },

    /** The author's pinned post when it may leave the server. */
    async pinnedOf(authorId: string): Promise<OutboundPost | null> {
      const rows = await postsWithPeople(db).where(and(eq(posts.authorId, authorId), isNotNull(posts.pinnedAt), visibleToEveryone()));
      return (await withExtras(rows))[0] ?? null;
    },

    /** How many of the author's posts may leave the server: the outbox's `totalItems`. */
    async countOf(authorId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(posts.authorId, authorId), visibleToEveryone()));
      return row?.value ?? 0;
    },

    /** One post when it may leave the server; null for any other id, a malformed one included. */
    async byId(postId: string): Promise<OutboundPost | null> {
      if (!cursorKeys.uuid(postId)) return null;
      const rows = await postsWithPeople(db).where(and(eq(posts.id, postId), visibleToEveryone()));
      return (await withExtras(rows))[0] ?? null;
    },

    /** One comment when its post may leave the server, its author is present and it is not removed; else null. */
    async commentById(commentId: string): Promise<OutboundCommentWithPost | null> {
      if (!cursorKeys.uuid(commentId)) return null;
      const [row] = await db
        .select({ comment: comments, post: { id: posts.id, authorId: posts.authorId, visibility: posts.visibility } })
        .from(comments)
        .innerJoin(commenters, eq(commenters.id, comments.authorId))
        .innerJoin(posts, eq(posts.id, comments.postId))
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(comments.id, commentId), isNull(comments.removedAt), presentMember(commenters), visibleToEveryone()));
      if (!row) return null;
      return { comment: row.comment, post: row.post, mentioned: await namedMembers(db, usernamesMentionedIn(row.comment.text)) };
    },

    /** The stored picture (its large size, which the attachment's width and height describe) of a post that may leave the server. */
    async imageFile(imageId: string): Promise<StoredFile | null> {
      if (!cursorKeys.uuid(imageId)) return null;
      const [row] = await db
        .select({ id: postImages.id })
        .from(postImages)
        .innerJoin(posts, eq(posts.id, postImages.postId))
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(postImages.id, imageId), visibleToEveryone()));
      return row ? images.file(row.id, 'large') : null;
    },
  };
}

export type OutboundPosts = ReturnType<typeof outboundPosts>;
