import { mutingCopy } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hiddenPosts } from '../../db/schema/muting.js';
import { notFound } from '../../http/errors.js';

/** Posts a member hid from their own lists; the posts module's routes check the member may see the post first. */
export class HiddenPosts {
  constructor(private readonly db: Db) {}

  /** Hiding again changes nothing. */
  async hide(memberId: string, postId: string): Promise<void> {
    await this.db.insert(hiddenPosts).values({ memberId, postId }).onConflictDoNothing();
  }

  async unhide(memberId: string, postId: string): Promise<void> {
    const removed = await this.db
      .delete(hiddenPosts)
      .where(and(eq(hiddenPosts.memberId, memberId), eq(hiddenPosts.postId, postId)))
      .returning({ postId: hiddenPosts.postId });
    if (removed.length === 0) throw notFound('not_hidden', mutingCopy.notHidden);
  }
}
