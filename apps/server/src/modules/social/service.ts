import type { SocialFeed } from '@meshwork/contracts';
import type { FriendsDirectory } from '../friends/index.js';

/** The newsfeed payload; friends come from the social graph, posts arrive with the newsfeed issue. */
export class SocialService {
  constructor(private readonly directory: FriendsDirectory) {}

  async socialFeed(memberId: string): Promise<SocialFeed> {
    const [friends, follows] = await Promise.all([this.directory.allFriends(memberId), this.directory.followCounts(memberId)]);
    return { friends, friends_count: friends.length, followings_count: follows.followings, followers_count: follows.followers };
  }
}
