import { type RelationChange, socialCopy } from '@meshwork/contracts';
import { and, eq, or } from 'drizzle-orm';
import { blocks, follows, friendships } from '../../db/schema/friends.js';
import { conflict, notFound } from '../../http/errors.js';
import type { GraphDependencies } from './dependencies.js';
import { friendshipBetween, isBlocking } from './graphQueries.js';

/**
 * A block cuts every tie between two members at once (friendship, requests, follows and
 * notifications both ways) and keeps them apart until the blocker lifts it.
 */
export class BlockService {
  constructor(private readonly deps: GraphDependencies) {}

  async block(viewerId: string, targetId: string): Promise<RelationChange> {
    if (await isBlocking(this.deps.db, viewerId, targetId)) throw conflict('already_blocked', socialCopy.alreadyBlocked);
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: viewerId, blockedId: targetId }).onConflictDoNothing();
      await tx.delete(friendships).where(friendshipBetween(viewerId, targetId));
      await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, viewerId), eq(follows.followeeId, targetId)),
            and(eq(follows.followerId, targetId), eq(follows.followeeId, viewerId)),
          ),
        );
    });
    await this.deps.notifications.forgetBetween(viewerId, targetId);
    await this.deps.realtime.accessChanged([viewerId, targetId]);
    return this.deps.directory.relationChange(viewerId, targetId);
  }

  /** Lifting a block restores nothing: friendship and follows start over. */
  async unblock(viewerId: string, targetId: string): Promise<RelationChange> {
    const removed = await this.deps.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, targetId)))
      .returning();
    if (removed.length === 0) throw notFound('not_blocked', socialCopy.notBlocked);
    await this.deps.realtime.accessChanged([viewerId, targetId]);
    return this.deps.directory.relationChange(viewerId, targetId);
  }
}
