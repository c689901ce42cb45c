import type { SocialFeed } from '@meshwork/contracts';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, friendships, members } from '../../db/schema/index.js';
import { presentFriend } from '../users/presenters.js';

export class SocialService {
  constructor(private readonly db: Db) {}

  /** Accepted friends of a member who are not awaiting deletion, by nickname. */
  async friendsOf(memberId: string) {
    const friendId = sql`case when ${friendships.requesterId} = ${memberId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
    const rows = await this.db
      .select({ id: members.id, fullname: members.fullname, nickname: members.nickname, username: members.username, userImage: members.userImage, colour: members.colour, lastActiveAt: members.lastActiveAt })
      .from(friendships)
      .innerJoin(members, eq(members.id, friendId))
      .where(and(eq(friendships.status, 'accepted'), or(eq(friendships.requesterId, memberId), eq(friendships.addresseeId, memberId)), isNull(members.deleteRequestTimestamp)))
      .orderBy(asc(members.nickname));
    return rows.map(presentFriend);
  }

  async socialFeed(memberId: string): Promise<SocialFeed> {
    const [friends, [followings], [followers]] = await Promise.all([
      this.friendsOf(memberId),
      this.countFollows('followings', memberId),
      this.countFollows('followers', memberId),
    ]);
    return { friends, friends_count: friends.length, followings_count: followings?.value ?? 0, followers_count: followers?.value ?? 0 };
  }

  /** Follows to or from members who are not awaiting deletion. */
  private countFollows(direction: 'followings' | 'followers', memberId: string) {
    const [self, other] = direction === 'followings' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
    return this.db
      .select({ value: count() })
      .from(follows)
      .innerJoin(members, eq(members.id, other))
      .where(and(eq(self, memberId), isNull(members.deleteRequestTimestamp)));
  }
}
