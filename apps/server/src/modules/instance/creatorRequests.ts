import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creatorRequests } from '../../db/schema/instance.js';

export type CreatorRequestRow = typeof creatorRequests.$inferSelect;

/** Members' requests to become creators; one pending request per member (a partial unique index). */
export class CreatorRequestStore {
  constructor(private readonly db: Db) {}

  /** Records a pending request unless the member has one already. */
  async request(memberId: string): Promise<void> {
    await this.db.insert(creatorRequests).values({ memberId }).onConflictDoNothing();
  }

  async hasPending(memberId: string): Promise<boolean> {
    const [found] = await this.db
      .select({ id: creatorRequests.id })
      .from(creatorRequests)
      .where(and(eq(creatorRequests.memberId, memberId), eq(creatorRequests.status, 'pending')));
    return found !== undefined;
  }

  /** The oldest pending requests first; a page of them is what one sitting decides. */
  pending(limit = 100): Promise<CreatorRequestRow[]> {
    return this.db
      .select()
      .from(creatorRequests)
      .where(eq(creatorRequests.status, 'pending'))
      .orderBy(asc(creatorRequests.createdAt))
      .limit(limit);
  }

  /** Decides a pending request once; undefined when there is none by that id still pending. */
  async decide(id: string, status: 'approved' | 'declined', decidedById: string): Promise<CreatorRequestRow | undefined> {
    const [decided] = await this.db
      .update(creatorRequests)
      .set({ status, decidedById, decidedAt: new Date() })
      .where(and(eq(creatorRequests.id, id), eq(creatorRequests.status, 'pending')))
      .returning();
    return decided;
  }
}
