import type { Page } from '@meshwork/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newerThan, timestampKey } from '../../db/keyset.js';
import { creatorRequests } from '../../db/schema/instance.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';

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

  /** The oldest pending requests first, a page at a time: they are decided in the order they came. */
  async pending(query: { cursor?: string; limit?: number }): Promise<Page<CreatorRequestRow>> {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor, timestampAndId);
    const rows = await this.db
      .select({ request: creatorRequests, createdKey: timestampKey(creatorRequests.createdAt) })
      .from(creatorRequests)
      .where(and(eq(creatorRequests.status, 'pending'), newerThan(creatorRequests.createdAt, creatorRequests.id, after)))
      .orderBy(asc(creatorRequests.createdAt), asc(creatorRequests.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.createdKey, row.request.id],
      (row) => row.request,
    );
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
