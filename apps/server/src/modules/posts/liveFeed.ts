import { userChannelOf, type LiveFeedPost } from '@meshwork/contracts';
import type { Db } from '../../db/client.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import { postAudience } from './postAudience.js';

/**
 * Tells the members whose feed a new post reaches (the author's friends and followers who may see
 * it) on their user channel, so their newsfeed offers "N new posts". Only the id travels. It runs
 * in the fan-out job (homeTimelines.ts), never inside the request that wrote the post.
 */
export class LiveFeed {
  constructor(
    private readonly db: Db,
    private readonly realtime: Pick<RealtimeRelay, 'publish'>,
  ) {}

  /** The members a post reaches now. */
  async audienceOf(postId: string): Promise<string[]> {
    const rows = await postAudience(this.db, postId);
    return rows.map((row) => row.memberId);
  }

  async announce(postId: string): Promise<void> {
    const message: LiveFeedPost = { kind: 'feed_post', id: postId };
    for (const memberId of await this.audienceOf(postId)) await this.realtime.publish(userChannelOf(memberId), message);
  }
}
