import { userChannelOf, type LiveFeedPost } from '@meshwork/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteFollowing, remotePosts } from '../../db/schema/federation.js';
import { textsNotMutedBy } from '../muting/index.js';
import { remoteNoteWords } from './remotePosts.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';

/**
 * Tells the members who follow a remote account (accepted) on their user channel that its new
 * note, or a note it shared, reached their feed, as a member's new post is announced: the id only, so their newsfeed
 * offers "N new posts" and fetches it through the feed, whose rules apply. A follower with a muted
 * word in the note is not told, as the feed will not show it.
 */
export class RemoteLiveFeed {
  constructor(
    private readonly db: Db,
    private readonly realtime: Pick<RealtimeRelay, 'publish'>,
  ) {}

  /** `entry.id` names the feed's new entry: the note (`entry.noteId`), or the share of it. */
  async announce(remoteActorId: string, entry: { id: string; noteId: string }): Promise<void> {
    const followers = await this.db
      .select({ memberId: remoteFollowing.memberId })
      .from(remoteFollowing)
      .innerJoin(remotePosts, eq(remotePosts.id, entry.noteId))
      .where(
        and(
          eq(remoteFollowing.remoteActorId, remoteActorId),
          eq(remoteFollowing.state, 'accepted'),
          textsNotMutedBy(remoteFollowing.memberId, [remoteNoteWords, remotePosts.summary]),
        ),
      );
    const message: LiveFeedPost = { kind: 'feed_post', id: entry.id };
    for (const { memberId } of followers) await this.realtime.publish(userChannelOf(memberId), message);
  }
}
