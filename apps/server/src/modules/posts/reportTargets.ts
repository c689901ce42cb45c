import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, posts } from '../../db/schema/posts.js';
import { members } from '../users/index.js';
import { commentShownTo } from './comments.js';
import { visibleTo } from './policies.js';

/**
 * Posts and comments as the reports module needs them (docs/moderation.md): whether a
 * reporter sees one (the same rules as reading it) and whose it is, and, for staff, the content as
 * it is, removed or deleted included.
 */
export function reportablePosts(db: Db) {
  return {
    /** The author of a post the viewer may see, else undefined. */
    async postSeenBy(viewerId: string, postId: string): Promise<{ ownerId: string } | undefined> {
      const [row] = await db
        .select({ ownerId: posts.authorId })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(posts.id, postId), visibleTo(viewerId)));
      return row;
    },

    /** The author of a comment the viewer may see, on a post they may see, else undefined. */
    async commentSeenBy(viewerId: string, commentId: string): Promise<{ ownerId: string } | undefined> {
      const [row] = await db
        .select({ ownerId: comments.authorId })
        .from(comments)
        .innerJoin(members, eq(members.id, comments.authorId))
        .where(and(eq(comments.id, commentId), commentShownTo(viewerId)));
      if (!row) return undefined;
      const [comment] = await db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, commentId));
      return comment && (await this.postSeenBy(viewerId, comment.postId)) ? row : undefined;
    },

    /** A post as staff see it: its text whatever became of it. */
    async postAsStaffSee(postId: string) {
      const [row] = await db
        .select({
          ownerId: posts.authorId,
          text: posts.text,
          createdAt: posts.createdAt,
          removedAt: posts.removedAt,
          deletedAt: posts.deletedAt,
        })
        .from(posts)
        .where(eq(posts.id, postId));
      return (
        row && {
          ownerId: row.ownerId,
          text: row.text,
          details: null,
          createdAt: row.createdAt,
          removed: row.removedAt !== null || row.deletedAt !== null,
          link: `/post/${postId}`,
        }
      );
    },

    /** A comment as staff see it, with the post it is on. */
    async commentAsStaffSee(commentId: string) {
      const [row] = await db
        .select({
          ownerId: comments.authorId,
          text: comments.text,
          createdAt: comments.createdAt,
          removedAt: comments.removedAt,
          postId: comments.postId,
        })
        .from(comments)
        .where(eq(comments.id, commentId));
      return (
        row && {
          ownerId: row.ownerId,
          text: row.text,
          details: `On post ${row.postId}`,
          createdAt: row.createdAt,
          removed: row.removedAt !== null,
          link: `/post/${row.postId}`,
        }
      );
    },
  };
}
