import { type Comment, type CommentLike, type Page, postAnswersCopy } from '@meshwork/contracts';
import { and, asc, count, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { recordActivity } from '../activity/index.js';
import { timestampKey } from '../../db/keyset.js';
import { commentLikes, comments, posts } from '../../db/schema/posts.js';
import { invalidFields } from '../../http/errors.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { graphConditions } from '../friends/index.js';
import { memberNotMutedBy } from '../muting/index.js';
import { members, notLeaving, personColumns, presentMember, presentPerson } from '../users/index.js';
import type { PostChanges } from './postChanges.js';
import { mayDeleteComment, mayEditComment, type CommentPeople } from './permissions.js';
import { piecesOf } from './textTags.js';

// Names of their own for the subqueries about each comment of the outer row.
const liking = alias(commentLikes, 'liking');
const reply = alias(comments, 'reply');
const replier = alias(members, 'replier');

/** Comments whose author the viewer may see: not deactivated, no block either way. */
export const commentShownTo = (viewerId: string | SQLWrapper): SQL =>
  and(notLeaving(), isNull(comments.removedAt), sql`not ${graphConditions.blocked(viewerId, comments.authorId)}`)!;

/** How many comments and replies a post shows the viewer, as a column of any query. */
export const commentsCountOf = (viewerId: string | SQLWrapper, postId: SQL) =>
  sql<number>`(select count(*)::int from ${comments} inner join ${members} on ${members.id} = ${comments.authorId} where ${comments.postId} = ${postId} and ${commentShownTo(viewerId)})`;

/** Comments on posts and their replies (one level), edited, deleted and liked. The routes ask the policies first. */
export class Comments {
  constructor(
    private readonly db: Db,
    private readonly changes: Pick<PostChanges, 'changed'>,
  ) {}

  private columns(viewerId: string) {
    return {
      comment: comments,
      author: personColumns,
      postAuthorId: posts.authorId,
      key: timestampKey(comments.createdAt),
      likesCount: sql<number>`(select count(*)::int from ${commentLikes} ${liking} where ${liking.commentId} = ${comments.id})`,
      liked: sql<boolean>`exists (select 1 from ${commentLikes} ${liking} where ${liking.commentId} = ${comments.id} and ${liking.memberId} = ${viewerId})`,
      repliesCount: sql<number>`(select count(*)::int from ${comments} ${reply} join ${members} ${replier} on ${replier.id} = ${reply.authorId} where ${reply.parentId} = ${comments.id} and ${presentMember(replier)} and ${reply.removedAt} is null)`,
    };
  }

  /** A comment as `viewerId` sees it, with what they may do with it. */
  private present(viewerId: string, row: Awaited<ReturnType<Comments['rows']>>[number]): Comment {
    const { comment } = row;
    const people: CommentPeople = { authorId: comment.authorId, postAuthorId: row.postAuthorId };
    return {
      id: comment.id,
      post_id: comment.postId,
      parent_id: comment.parentId,
      author: presentPerson(row.author),
      text: comment.text,
      text_pieces: piecesOf(comment.text),
      created_at: comment.createdAt.toISOString(),
      edited_at: comment.editedAt?.toISOString() ?? null,
      likes_count: row.likesCount,
      liked: row.liked,
      replies_count: row.repliesCount,
      can_edit: mayEditComment(viewerId, people),
      can_delete: mayDeleteComment(viewerId, people),
    };
  }

  private rows(viewerId: string, where: SQL | undefined, limit: number) {
    return this.db
      .select(this.columns(viewerId))
      .from(comments)
      .innerJoin(members, eq(members.id, comments.authorId))
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(where, commentShownTo(viewerId)))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(limit);
  }

  /** A post's comments, or one comment's replies, oldest first (a conversation reads downwards). */
  async list(viewerId: string, postId: string, query: { parent_id?: string; cursor?: string; limit?: number }): Promise<Page<Comment>> {
    const limit = pageSize(query.limit);
    const keys = decodeCursor(query.cursor, timestampAndId);
    const rows = await this.rows(
      viewerId,
      and(
        eq(comments.postId, postId),
        query.parent_id ? eq(comments.parentId, query.parent_id) : isNull(comments.parentId),
        // Comments by members the viewer muted stay out of the list (they can still be reached by a link).
        memberNotMutedBy(viewerId, comments.authorId),
        keys ? sql`(${comments.createdAt}, ${comments.id}) > (${keys[0]}::timestamptz, ${keys[1]}::uuid)` : undefined,
      ),
      limit + 1,
    );
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.comment.id],
      (row) => this.present(viewerId, row),
    );
  }

  async get(viewerId: string, commentId: string): Promise<Comment> {
    const [row] = await this.rows(viewerId, eq(comments.id, commentId), 1);
    return this.present(viewerId, row!);
  }

  /** A reply to a reply joins its thread: replies stay one level deep. */
  async create(authorId: string, postId: string, input: { text: string; parent_id?: string }): Promise<Comment> {
    let parentId: string | null = null;
    if (input.parent_id) {
      const [parent] = await this.db
        .select({ id: comments.id, parentId: comments.parentId })
        .from(comments)
        .where(and(eq(comments.id, input.parent_id), eq(comments.postId, postId)));
      if (!parent) throw invalidFields({ parent_id: [postAnswersCopy.parentNotFound] });
      parentId = parent.parentId ?? parent.id;
    }
    const [row] = await this.db
      .insert(comments)
      .values({ postId, parentId, authorId, text: input.text, createdAt: clock.now() })
      .returning({ id: comments.id });
    await recordActivity(this.db, { actorId: authorId, kind: 'commented', postId, commentId: row!.id });
    await this.changes.changed({ kind: 'comment-created', commentId: row!.id, authorId });
    return this.get(authorId, row!.id);
  }

  async edit(viewerId: string, commentId: string, text: string): Promise<Comment> {
    await this.db.update(comments).set({ text, editedAt: new Date() }).where(eq(comments.id, commentId));
    await this.changes.changed({ kind: 'comment-edited', commentId, authorId: viewerId });
    return this.get(viewerId, commentId);
  }

  /** The post a comment is on (null for none). */
  async postOf(commentId: string): Promise<string | null> {
    const [row] = await this.db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, commentId));
    return row?.postId ?? null;
  }

  /** Deletes a comment and its replies. */
  async delete(commentId: string): Promise<void> {
    const [deleted] = await this.db
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ postId: comments.postId, authorId: comments.authorId });
    if (deleted) await this.changes.changed({ kind: 'comment-deleted', commentId, ...deleted });
  }

  async like(memberId: string, commentId: string, liked: boolean): Promise<CommentLike> {
    if (liked) await this.db.insert(commentLikes).values({ commentId, memberId }).onConflictDoNothing();
    else await this.db.delete(commentLikes).where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.memberId, memberId)));
    const [row] = await this.db.select({ likes: count() }).from(commentLikes).where(eq(commentLikes.commentId, commentId));
    return { likes_count: row!.likes, liked };
  }
}
