import type { SocialFeed } from '@meshwork/contracts';
import type { FriendsDirectory } from '../friends/index.js';
import type { PostsService } from '../posts/index.js';

/** The newsfeed payload: friends and follow counts from the social graph, the feed's first page from posts. */
export class SocialService {
  constructor(
    private readonly directory: FriendsDirectory,
    private readonly posts: PostsService,
  ) {}

  async socialFeed(memberId: string): Promise<SocialFeed> {
    const [friends, follows, firstPage] = await Promise.all([
      this.directory.allFriends(memberId),
      this.directory.followCounts(memberId),
      this.posts.feed(memberId, {}),
    ]);
    return {
      friends,
      friends_count: friends.length,
      followings_count: follows.followings,
      followers_count: follows.followers,
      posts: firstPage.items,
      next_cursor: firstPage.next_cursor,
    };
  }
}
