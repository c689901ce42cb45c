import { userChannelOf, type LiveFeedPost } from '@meshwork/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import { graphConditions } from '../friends/index.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';

const recipients = alias(members, 'recipient');

/**
 * Tells the members whose feed a new post reaches (the author's friends and followers who may see
 * it) on their user channel, so their newsfeed offers "N new posts". Only the id travels.
 */
export class LiveFeed {
  constructor(
    private readonly db: Db,
    private readonly realtime: Pick<RealtimeRelay, 'publish'>,
  ) {}

  /** The members a post reaches now: one query, the post's own policy in its SQL form. */
  async audienceOf(postId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: recipients.id })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .innerJoin(recipients, inArray(recipients.id, graphConditions.audience(posts.authorId)))
      .where(
        and(
          eq(posts.id, postId),
          ne(recipients.id, posts.authorId),
          sql`${recipients.deleteRequestTimestamp} is null`,
          visibleTo(recipients.id),
        ),
      );
    return rows.map((row) => row.id);
  }

  async announce(postId: string): Promise<void> {
    const message: LiveFeedPost = { kind: 'feed_post', id: postId };
    for (const memberId of await this.audienceOf(postId)) await this.realtime.publish(userChannelOf(memberId), message);
  }
}
