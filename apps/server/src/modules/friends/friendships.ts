import { type RelationChange, socialCopy } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import { friendships } from '../../db/schema/friends.js';
import { conflict, notFound } from '../../http/errors.js';
import { recordActivity } from '../activity/index.js';
import type { GraphDependencies } from './dependencies.js';
import { friendshipBetween, isBlocking } from './graphQueries.js';

const noSuchRequest = () => notFound('request_not_found', socialCopy.noSuchRequest);

/** Friend requests and friendships; every method answers how the viewer now stands to the other member. */
export class FriendshipService {
  constructor(private readonly deps: GraphDependencies) {}

  /** Asking a member who already asked the viewer accepts their request: both want it. */
  async sendRequest(viewerId: string, targetId: string): Promise<RelationChange> {
    if (await isBlocking(this.deps.db, viewerId, targetId)) throw conflict('blocked', socialCopy.unblockFirst);
    const existing = await this.deps.directory.friendshipRow(viewerId, targetId);
    if (existing?.status === 'accepted') throw conflict('already_friends', socialCopy.alreadyFriends);
    if (existing?.requesterId === viewerId) throw conflict('request_already_sent', socialCopy.requestAlreadySent);
    if (existing) return this.accept(viewerId, targetId);
    // The pair index refuses a second row even when both members ask at the same moment.
    const inserted = await this.deps.db
      .insert(friendships)
      .values({ requesterId: viewerId, addresseeId: targetId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('request_already_sent', socialCopy.requestAlreadySent);
    await this.deps.notifications.notify({ recipientId: targetId, actorId: viewerId, type: 'friend_request' });
    return this.deps.directory.relationChange(viewerId, targetId);
  }

  /** Accepts the request `requesterId` sent to the viewer. */
  async accept(viewerId: string, requesterId: string): Promise<RelationChange> {
    const accepted = await this.deps.db
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: clock.now() })
      .where(this.pendingRequest(requesterId, viewerId))
      .returning();
    if (accepted.length === 0) throw noSuchRequest();
    // On both profiles; an entry shows while the friendship lasts (docs/profiles.md).
    await recordActivity(this.deps.db, { actorId: viewerId, kind: 'befriended', memberId: requesterId });
    await recordActivity(this.deps.db, { actorId: requesterId, kind: 'befriended', memberId: viewerId });
    await this.deps.realtime.accessChanged([viewerId, requesterId]);
    await this.deps.circleJoins.joined(viewerId, requesterId);
    await this.deps.circleJoins.joined(requesterId, viewerId);
    await this.deps.notifications.settle({ recipientId: viewerId, actorId: requesterId, type: 'friend_request' });
    await this.deps.notifications.notify({ recipientId: requesterId, actorId: viewerId, type: 'friend_accept' });
    return this.deps.directory.relationChange(viewerId, requesterId);
  }

  /** Declines the request `requesterId` sent to the viewer; the requester is not told. */
  async decline(viewerId: string, requesterId: string): Promise<RelationChange> {
    const declined = await this.deps.db.delete(friendships).where(this.pendingRequest(requesterId, viewerId)).returning();
    if (declined.length === 0) throw noSuchRequest();
    await this.deps.notifications.settle({ recipientId: viewerId, actorId: requesterId, type: 'friend_request' });
    return this.deps.directory.relationChange(viewerId, requesterId);
  }

  /** Withdraws the viewer's own request to `addresseeId`, and its notification if still unread. */
  async cancel(viewerId: string, addresseeId: string): Promise<RelationChange> {
    const cancelled = await this.deps.db.delete(friendships).where(this.pendingRequest(viewerId, addresseeId)).returning();
    if (cancelled.length === 0) throw noSuchRequest();
    await this.deps.notifications.retract({ recipientId: addresseeId, actorId: viewerId, type: 'friend_request' });
    return this.deps.directory.relationChange(viewerId, addresseeId);
  }

  /** Ends a friendship; follows are separate and stay. */
  async unfriend(viewerId: string, friendId: string): Promise<RelationChange> {
    const removed = await this.deps.db
      .delete(friendships)
      .where(and(friendshipBetween(viewerId, friendId), eq(friendships.status, 'accepted')))
      .returning();
    if (removed.length === 0) throw notFound('not_friends', socialCopy.notFriends);
    await this.deps.realtime.accessChanged([viewerId, friendId]);
    return this.deps.directory.relationChange(viewerId, friendId);
  }

  private pendingRequest(requesterId: string, addresseeId: string) {
    return and(eq(friendships.requesterId, requesterId), eq(friendships.addresseeId, addresseeId), eq(friendships.status, 'pending'));
  }
}
