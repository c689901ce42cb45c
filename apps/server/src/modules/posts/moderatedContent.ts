import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, posts } from '../../db/schema/posts.js';
import { excerptOf, type ModeratedKind } from '../moderation/index.js';

/** Posts and comments as moderators act on them (docs/moderation.md, "Actions"): removed and restored, marked sensitive. */
export function moderatedPostContent(db: Db): { post: ModeratedKind; comment: ModeratedKind } {
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
  };
  return { post, comment };
}
