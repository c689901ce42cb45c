import type { SocialFeed } from '@meshwork/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, members } from '../../db/schema/index.js';
import type { FriendsDirectory } from '../friends/directory.js';

/** The newsfeed payload; friends come from the social graph, posts arrive with the newsfeed issue. */
export class SocialService {
  constructor(
    private readonly db: Db,
    private readonly directory: FriendsDirectory,
  ) {}

  async socialFeed(memberId: string): Promise<SocialFeed> {
    const [friends, [followings], [followers]] = await Promise.all([
      this.directory.allFriends(memberId),
      this.countFollows('followings', memberId),
      this.countFollows('followers', memberId),
    ]);
    return { friends, friends_count: friends.length, followings_count: followings?.value ?? 0, followers_count: followers?.value ?? 0 };
  }

  /** Follows to or from members who are not awaiting deletion (a block removes follows both ways). */
  private countFollows(direction: 'followings' | 'followers', memberId: string) {
    const [self, other] = direction === 'followings' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
    return this.db
      .select({ value: count() })
      .from(follows)
      .innerJoin(members, eq(members.id, other))
      .where(and(eq(self, memberId), isNull(members.deleteRequestTimestamp)));
  }
}
