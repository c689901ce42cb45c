import type { Page, Person, ProfileFriend } from '@meshwork/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, friendships } from '../../db/schema/friends.js';
import { cursorKeys } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import {
  afterNickname,
  matchesSearch,
  members,
  nicknameAndId,
  nicknameKey,
  nicknameOrder,
  personColumns,
  presentPerson,
} from '../users/index.js';
import { acceptedFriendshipsOf, otherMemberOf } from './graphQueries.js';
import { graphConditions } from './graphConditions.js';
import { visibleTo } from './policies.js';

/** The keys of a friends-list cursor: rank (0 in common, 1 not), nickname, id; a forged one answers 422. */
function friendsCursor(cursor: string | undefined): [number, string, string] | undefined {
  const keys = decodeCursor(cursor, [cursorKeys.bit, cursorKeys.text, cursorKeys.uuid]);
  return keys && [Number(keys[0]), keys[1], keys[2]];
}

interface ListQuery {
  cursor?: string;
  limit?: number;
}

/**
 * A member's friends, followers and followings as another member sees them on the profile
 * (docs/profiles.md): members the viewer may meet only, friends in common first.
 */
export class MemberFriends {
  constructor(private readonly db: Db) {}

  /** The member's friends, those the viewer shares first, then by nickname; narrowed by the search text. */
  async friendsOf(viewerId: string, memberId: string, query: ListQuery & { searchQuery: string }): Promise<Page<ProfileFriend>> {
    const size = pageSize(query.limit);
    // 0 for a friend in common, first; on one's own profile nobody is marked and the order is by nickname.
    const rank = sql<number>`case when ${viewerId}::uuid <> ${memberId}::uuid and ${graphConditions.friends(viewerId, members.id)} then 0 else 1 end`;
    const after = friendsCursor(query.cursor);
    const rows = await this.db
      .select({ ...personColumns, rank, sortKey: nicknameKey })
      .from(friendships)
      .innerJoin(members, eq(members.id, otherMemberOf(memberId)))
      .where(
        and(
          acceptedFriendshipsOf(memberId),
          visibleTo(viewerId),
          matchesSearch(query.searchQuery),
          after && sql`(${rank}, lower(${members.nickname}), ${members.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`,
        ),
      )
      .orderBy(rank, ...nicknameOrder)
      .limit(size + 1);
    return toPage(
      rows,
      size,
      (row) => [String(row.rank), row.sortKey, row.id],
      (row) => ({ ...presentPerson(row), is_mutual: row.rank === 0 }),
    );
  }

  /** Friends the viewer and the member have in common. */
  async mutualCount(viewerId: string, memberId: string): Promise<number> {
    if (viewerId === memberId) return 0;
    const [row] = await this.db
      .select({ value: count() })
      .from(friendships)
      .innerJoin(members, eq(members.id, otherMemberOf(memberId)))
      .where(and(acceptedFriendshipsOf(memberId), visibleTo(viewerId), graphConditions.friends(viewerId, members.id)));
    return row?.value ?? 0;
  }

  /** How many of the member's friends the viewer may see. */
  async friendCount(viewerId: string, memberId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(friendships)
      .innerJoin(members, eq(members.id, otherMemberOf(memberId)))
      .where(and(acceptedFriendshipsOf(memberId), visibleTo(viewerId)));
    return row?.value ?? 0;
  }

  /** Whom the member follows, as the viewer (`null`: a logged-out visitor) may see them (the route asks the `listFollowers` policy first). */
  async followingOf(viewerId: string | null, memberId: string, query: ListQuery): Promise<Page<Person>> {
    const size = pageSize(query.limit);
    const rows = await this.db
      .select({ ...personColumns, sortKey: nicknameKey })
      .from(follows)
      .innerJoin(members, eq(members.id, follows.followeeId))
      .where(and(eq(follows.followerId, memberId), visibleTo(viewerId), afterNickname(decodeCursor(query.cursor, nicknameAndId))))
      .orderBy(...nicknameOrder)
      .limit(size + 1);
    return toPage(rows, size, (row) => [row.sortKey, row.id], presentPerson);
  }
}
