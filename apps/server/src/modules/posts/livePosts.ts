import { userChannelOf, type LivePostChange, type PostChange } from '@meshwork/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';
import type { PostWatchers } from './postWatchers.js';

const watchers = alias(members, 'watcher');

/**
 * Tells the members who have a post's page open that it changed, on their user channel, so the
 * page refetches it. Each watcher is checked against `visibleTo` at the moment of the change, so
 * a narrowed post, a block or a deleted post reaches nobody who may no longer see it. Only the id
 * and the kind of change travel.
 */
export class LivePosts {
  constructor(
    private readonly db: Db,
    private readonly watching: PostWatchers,
    private readonly realtime: Pick<RealtimeRelay, 'publish'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  watch(postId: string, memberId: string): Promise<void> {
    return this.watching.watch(postId, memberId);
  }

  /** Publishes the change; the member's own action is already stored, so a failure here is only logged. */
  async changed(postId: string, change: PostChange): Promise<void> {
    try {
      const message: LivePostChange = { kind: 'post_changed', id: postId, change };
      const viewers = await this.viewersWatching(postId);
      await Promise.all(viewers.map((memberId) => this.realtime.publish(userChannelOf(memberId), message)));
    } catch (error) {
      this.log.warn({ err: error, postId }, 'post change not published');
    }
  }

  private async viewersWatching(postId: string): Promise<string[]> {
    const watcherIds = await this.watching.watchersOf(postId);
    if (watcherIds.length === 0) return [];
    const rows = await this.db
      .select({ memberId: watchers.id })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .innerJoin(watchers, inArray(watchers.id, watcherIds))
      .where(and(eq(posts.id, postId), visibleTo(watchers.id)));
    return rows.map((row) => row.memberId);
  }
}
