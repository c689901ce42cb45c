import { moderationCopy, type RelationChange, socialCopy } from '@meshwork/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import { follows } from '../../db/schema/friends.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { GraphDependencies } from './dependencies.js';
import { isBlocking, isLimited } from './graphQueries.js';

/** Following needs no consent: it is one-way and independent of friendship. */
export class FollowService {
  constructor(private readonly deps: GraphDependencies) {}

  async follow(viewerId: string, targetId: string): Promise<RelationChange> {
    if (await isBlocking(this.deps.db, viewerId, targetId)) throw conflict('blocked', socialCopy.unblockFirst);
    // A limited member's follows need the other's approval: a friend request is that (docs/moderation.md).
    if (await isLimited(this.deps.db, viewerId)) throw forbidden('limited', moderationCopy.limitedFollow);
    await this.deps.newAccounts.assertWithin(viewerId, 'follows', 1, async (since) => {
      const [row] = await this.deps.db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, viewerId), gte(follows.createdAt, since)));
      return row?.n ?? 0;
    });
    const inserted = await this.deps.db
      .insert(follows)
      .values({ followerId: viewerId, followeeId: targetId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('already_following', socialCopy.alreadyFollowing);
    await this.deps.notifications.notify({ recipientId: targetId, actorId: viewerId, type: 'follow' });
    await this.deps.circleJoins.joined(viewerId, targetId);
    return this.deps.directory.relationChange(viewerId, targetId);
  }

  /** Stops following; an unread "started following you" is withdrawn. */
  async unfollow(viewerId: string, targetId: string): Promise<RelationChange> {
    const removed = await this.deps.db
      .delete(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, targetId)))
      .returning();
    if (removed.length === 0) throw notFound('not_following', socialCopy.notFollowing);
    await this.deps.notifications.retract({ recipientId: targetId, actorId: viewerId, type: 'follow' });
    return this.deps.directory.relationChange(viewerId, targetId);
  }
}
