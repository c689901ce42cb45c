import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postFavourites } from '../../db/schema/posts.js';

/** The posts each member saved; nobody else ever reads them. */
export class Favourites {
  constructor(private readonly db: Db) {}

  /** Saves the post (again: nothing changes, its place in the list stays). */
  async save(memberId: string, postId: string): Promise<void> {
    await this.db.insert(postFavourites).values({ memberId, postId }).onConflictDoNothing();
  }

  async remove(memberId: string, postId: string): Promise<void> {
    await this.db.delete(postFavourites).where(and(eq(postFavourites.memberId, memberId), eq(postFavourites.postId, postId)));
  }

  /** Which of the posts the member saved. */
  async savedOf(memberId: string, postIds: string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const rows = await this.db
      .select({ postId: postFavourites.postId })
      .from(postFavourites)
      .where(and(eq(postFavourites.memberId, memberId), inArray(postFavourites.postId, postIds)));
    return new Set(rows.map((row) => row.postId));
  }
}
