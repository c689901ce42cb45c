import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { postFavourites } from '../../db/schema/posts.js';

/** Whether the member saved the post, as a column of any query. */
export const savedBy = (memberId: string | SQLWrapper, postId: SQL) =>
  sql<boolean>`exists (select 1 from ${postFavourites} where ${postFavourites.memberId} = ${memberId} and ${postFavourites.postId} = ${postId})`;

/** The posts each member saved; nobody else ever reads them. */
export class Favourites {
  constructor(private readonly db: Db) {}

  /** Saves the post (again: nothing changes, its place in the list stays). */
  async save(memberId: string, postId: string): Promise<void> {
    await this.db.insert(postFavourites).values({ memberId, postId, createdAt: clock.now() }).onConflictDoNothing();
  }

  async remove(memberId: string, postId: string): Promise<void> {
    await this.db.delete(postFavourites).where(and(eq(postFavourites.memberId, memberId), eq(postFavourites.postId, postId)));
  }
}
