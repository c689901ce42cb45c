import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, posts } from '../../db/schema/posts.js';
import { excerptOf, type ModeratedKind } from '../moderation/index.js';

/** How posts and comments are erased for good: the paths their authors' deletions take. */
interface Erasers {
  post(id: string): Promise<void>;
  comment(id: string): Promise<void>;
}

const purgeBatch = 500;

/**
 * Posts and comments as moderators act on them (docs/moderation.md, "Actions"): removed and
 * restored, marked sensitive, and erased once the appeal window is over.
 */
export function moderatedPostContent(db: Db, erase: Erasers): { post: ModeratedKind; comment: ModeratedKind } {
  const post: ModeratedKind = {
    async find(id) {
      const [row] = await db
        .select({ memberId: posts.authorId, text: posts.text, removedAt: posts.removedAt, sensitive: posts.sensitive })
        .from(posts)
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
      return row && { memberId: row.memberId, excerpt: excerptOf(row.text), removed: row.removedAt !== null, sensitive: row.sensitive };
    },
    async setRemoved(id, removed, tx) {
      await tx
        .update(posts)
        .set({ removedAt: removed ? new Date() : null })
        .where(eq(posts.id, id));
    },
    async setSensitive(id, sensitive, tx) {
      await tx.update(posts).set({ sensitive }).where(eq(posts.id, id));
    },
    async removedBefore(cutoff) {
      const rows = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(lt(posts.removedAt, cutoff), isNull(posts.deletedAt)))
        .limit(purgeBatch);
      return rows.map((row) => row.id);
    },
    erase: erase.post,
  };
  const comment: ModeratedKind = {
    async find(id) {
      const [row] = await db
        .select({ memberId: comments.authorId, text: comments.text, removedAt: comments.removedAt })
        .from(comments)
        .where(eq(comments.id, id));
      return row && { memberId: row.memberId, excerpt: excerptOf(row.text), removed: row.removedAt !== null, sensitive: false };
    },
    async setRemoved(id, removed, tx) {
      await tx
        .update(comments)
        .set({ removedAt: removed ? new Date() : null })
        .where(eq(comments.id, id));
    },
    async removedBefore(cutoff) {
      const rows = await db.select({ id: comments.id }).from(comments).where(lt(comments.removedAt, cutoff)).limit(purgeBatch);
      return rows.map((row) => row.id);
    },
    erase: erase.comment,
  };
  return { post, comment };
}
