import { userChannelOf, type LiveFeedPost } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteFollowing } from '../../db/schema/federation.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';

/**
 * Tells the members who follow a remote account (accepted) on their user channel that its new
 * note, or a note it shared, reached their feed, as a member's new post is announced: the id only, so their newsfeed
 * offers "N new posts" and fetches it through the feed, whose rules apply.
 */
export class RemoteLiveFeed {
  constructor(
    private readonly db: Db,
    private readonly realtime: Pick<RealtimeRelay, 'publish'>,
  ) {}

  /** `entryId` names the feed's new entry: the note, or the share of it. */
  async announce(remoteActorId: string, entryId: string): Promise<void> {
    const followers = await this.db
      .select({ memberId: remoteFollowing.memberId })
      .from(remoteFollowing)
      .where(and(eq(remoteFollowing.remoteActorId, remoteActorId), eq(remoteFollowing.state, 'accepted')));
    const message: LiveFeedPost = { kind: 'feed_post', id: entryId };
    for (const { memberId } of followers) await this.realtime.publish(userChannelOf(memberId), message);
  }
}
