import {
  type BlockedMember,
  type Friend,
  type FriendRequest,
  type Page,
  type Person,
  type PersonWithRelation,
  type RelationChange,
  type Suggestion,
} from '@meshwork/contracts';
import { connectedMembers } from '@meshwork/realtime-server';
import { and, count, desc, eq, ne, not, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { blocks, follows, friendships } from '../../db/schema/friends.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import {
  afterNickname,
  matchesSearch,
  members,
  nicknameAndId,
  nicknameKey,
  nicknameOrder,
  notLeaving,
  outerMemberId,
  personColumns,
  presentPerson,
  type PersonFields,
} from '../users/index.js';
import { acceptedFriendshipsOf, friendshipBetween, noFriendshipRowWith, otherMemberOf, relationColumns } from './graphQueries.js';
import { visibleTo } from './policies.js';
import { presentFriend, presentPersonWithRelation, presentRelation } from './presenters.js';

type DatedPersonRow = PersonFields & { createdAt: Date; createdKey: string };
type FriendRow = PersonFields & { lastActiveAt: Date | null };

/** A page of members listed by when something happened between them and the viewer (a request, a block), newest first. */
function datedPeoplePage(rows: DatedPersonRow[], size: number) {
  return toPage(
    rows,
    size,
    (row) => [row.createdKey, row.id],
    (row) => ({ user: presentPerson(row), created_at: row.createdAt.toISOString() }),
  );
}

export interface SearchPage {
  searchQuery: string;
  cursor?: string;
  limit?: number;
}

/** Who a member knows and may meet: the read side of the social graph. */
export class FriendsDirectory {
  constructor(private readonly db: Db) {}

  /** Accepted friends not awaiting deletion, by nickname, narrowed by the search text. */
  async friends(memberId: string, { searchQuery, cursor, limit }: SearchPage): Promise<Page<Friend>> {
    const size = pageSize(limit);
    const rows = await this.db
      .select({ ...personColumns, sortKey: nicknameKey })
      .from(friendships)
      .innerJoin(members, eq(members.id, otherMemberOf(memberId)))
      .where(
        and(acceptedFriendshipsOf(memberId), notLeaving(), matchesSearch(searchQuery), afterNickname(decodeCursor(cursor, nicknameAndId))),
      )
      .orderBy(...nicknameOrder)
      .limit(size + 1);
    const present = await this.presentFriends(rows.slice(0, size));
    return toPage(rows, size, (row) => [row.sortKey, row.id], present);
  }

  /** Every friend at once, for the newsfeed payload. */
  async allFriends(memberId: string): Promise<Friend[]> {
    const rows = await this.db
      .select(personColumns)
      .from(friendships)
      .innerJoin(members, eq(members.id, otherMemberOf(memberId)))
      .where(and(acceptedFriendshipsOf(memberId), notLeaving()))
      .orderBy(...nicknameOrder);
    return rows.map(await this.presentFriends(rows));
  }

  /** How many members the member follows and is followed by, counting no one awaiting deletion (a block removes follows both ways). */
  async followCounts(memberId: string): Promise<{ followings: number; followers: number }> {
    const countOf = async (self: PgColumn, other: PgColumn) => {
      const [row] = await this.db
        .select({ value: count() })
        .from(follows)
        .innerJoin(members, eq(members.id, other))
        .where(and(eq(self, memberId), notLeaving()));
      return row?.value ?? 0;
    };
    const [followings, followers] = await Promise.all([
      countOf(follows.followerId, follows.followeeId),
      countOf(follows.followeeId, follows.followerId),
    ]);
    return { followings, followers };
  }

  /** Members the viewer may meet, with how the viewer stands to each. */
  async people(viewerId: string, { searchQuery, cursor, limit }: SearchPage): Promise<Page<PersonWithRelation>> {
    const size = pageSize(limit);
    const rows = await this.db
      .select({ ...personColumns, ...relationColumns(viewerId), sortKey: nicknameKey })
      .from(members)
      .where(
        and(ne(members.id, viewerId), visibleTo(viewerId), matchesSearch(searchQuery), afterNickname(decodeCursor(cursor, nicknameAndId))),
      )
      .orderBy(...nicknameOrder)
      .limit(size + 1);
    return toPage(rows, size, (row) => [row.sortKey, row.id], presentPersonWithRelation);
  }

  /** Who follows a member, as the viewer (`null`: a logged-out visitor) may see them (the route asks the `listFollowers` policy first). */
  async followers(
    viewerId: string | null,
    memberId: string,
    { cursor, limit }: { cursor?: string; limit?: number },
  ): Promise<Page<Person>> {
    const size = pageSize(limit);
    const rows = await this.db
      .select({ ...personColumns, sortKey: nicknameKey })
      .from(follows)
      .innerJoin(members, eq(members.id, follows.followerId))
      .where(and(eq(follows.followeeId, memberId), visibleTo(viewerId), afterNickname(decodeCursor(cursor, nicknameAndId))))
      .orderBy(...nicknameOrder)
      .limit(size + 1);
    return toPage(rows, size, (row) => [row.sortKey, row.id], presentPerson);
  }

  /** Friends of friends who are not yet friends nor asked, most mutual friends first. */
  async suggestions(viewerId: string, limit: number): Promise<Suggestion[]> {
    const mine = this.db
      .select({ id: otherMemberOf(viewerId).as('friend_id') })
      .from(friendships)
      .where(acceptedFriendshipsOf(viewerId))
      .as('mine');
    const mutualFriends = sql<number>`count(*)::int`;
    const rows = await this.db
      .select({ ...personColumns, ...relationColumns(viewerId), mutualFriends })
      .from(friendships)
      .innerJoin(mine, sql`${mine.id} in (${friendships.requesterId}, ${friendships.addresseeId})`)
      .innerJoin(
        members,
        eq(
          members.id,
          sql`case when ${friendships.requesterId} = ${mine.id} then ${friendships.addresseeId} else ${friendships.requesterId} end`,
        ),
      )
      .where(and(eq(friendships.status, 'accepted'), ne(members.id, viewerId), visibleTo(viewerId), noFriendshipRowWith(viewerId)))
      .groupBy(members.id)
      .orderBy(desc(mutualFriends), ...nicknameOrder)
      .limit(limit);
    return rows.map((row) => ({ ...presentPersonWithRelation(row), mutual_friends: row.mutualFriends }));
  }

  /** Creators the viewer does not follow yet, most followed first: whom a member without friends can start from. */
  async popularCreators(viewerId: string, limit: number): Promise<PersonWithRelation[]> {
    const relation = relationColumns(viewerId);
    const followers = sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${outerMemberId})`;
    const rows = await this.db
      .select({ ...personColumns, ...relation })
      .from(members)
      .where(and(eq(members.isCreator, true), ne(members.id, viewerId), visibleTo(viewerId), not(relation.following)))
      .orderBy(desc(followers), ...nicknameOrder)
      .limit(limit);
    return rows.map(presentPersonWithRelation);
  }

  /** Pending requests to the member (`incoming`) or from them (`outgoing`), newest first. */
  async requests(
    memberId: string,
    direction: 'incoming' | 'outgoing',
    page: { cursor?: string; limit?: number },
  ): Promise<Page<FriendRequest>> {
    const size = pageSize(page.limit);
    const [self, other] =
      direction === 'incoming' ? [friendships.addresseeId, friendships.requesterId] : [friendships.requesterId, friendships.addresseeId];
    const rows = await this.db
      .select({ ...personColumns, createdAt: friendships.createdAt, createdKey: timestampKey(friendships.createdAt) })
      .from(friendships)
      .innerJoin(members, eq(members.id, other))
      .where(
        and(
          eq(self, memberId),
          eq(friendships.status, 'pending'),
          notLeaving(),
          olderThan(friendships.createdAt, members.id, decodeCursor(page.cursor, timestampAndId)),
        ),
      )
      .orderBy(desc(friendships.createdAt), desc(members.id))
      .limit(size + 1);
    return datedPeoplePage(rows, size);
  }

  /** Members the viewer blocks, newest first; blocked members are hidden everywhere else. */
  async blocked(viewerId: string, page: { cursor?: string; limit?: number }): Promise<Page<BlockedMember>> {
    const size = pageSize(page.limit);
    const rows = await this.db
      .select({ ...personColumns, createdAt: blocks.createdAt, createdKey: timestampKey(blocks.createdAt) })
      .from(blocks)
      .innerJoin(members, eq(members.id, blocks.blockedId))
      .where(and(eq(blocks.blockerId, viewerId), olderThan(blocks.createdAt, members.id, decodeCursor(page.cursor, timestampAndId))))
      .orderBy(desc(blocks.createdAt), desc(members.id))
      .limit(size + 1);
    return datedPeoplePage(rows, size);
  }

  /** How the viewer now stands to a member: what every graph action answers. */
  async relationChange(viewerId: string, memberId: string): Promise<RelationChange> {
    const [row] = await this.db.select(relationColumns(viewerId)).from(members).where(eq(members.id, memberId));
    return { user_id: memberId, relation: presentRelation(row!) };
  }

  /** The friendships row between two members, if any. */
  async friendshipRow(a: string, b: string) {
    const [row] = await this.db.select().from(friendships).where(friendshipBetween(a, b));
    return row;
  }

  /** Presents friends with whether each is connected, asked of the realtime service in one query. */
  private async presentFriends(rows: FriendRow[]): Promise<(row: FriendRow) => Friend> {
    const connected = await connectedMembers(
      this.db,
      rows.map((row) => row.id),
    );
    return (row) => presentFriend(row, connected.has(row.id));
  }
}
