import type { SocialFeed } from '@meshwork/contracts';
import type { FriendsDirectory } from '../friends/index.js';
import type { HomeFeed } from './homeFeed.js';

/** The newsfeed payload: friends and follow counts from the social graph, the feed's first page. */
export class SocialService {
  constructor(
    private readonly directory: FriendsDirectory,
    private readonly feed: HomeFeed,
  ) {}

  async socialFeed(memberId: string): Promise<SocialFeed> {
    const [friends, follows, firstPage] = await Promise.all([
      this.directory.allFriends(memberId),
      this.directory.followCounts(memberId),
      this.feed.page(memberId, {}),
    ]);
    return {
      friends,
      friends_count: friends.length,
      followings_count: follows.followings,
      followers_count: follows.followers,
      posts: firstPage.items,
      remote_posts: firstPage.remote_posts,
      next_cursor: firstPage.next_cursor,
    };
  }
}
