import type { FriendshipState } from '@meshwork/contracts';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blocks, follows, friendships } from '../../db/schema/friends.js';
import { members, outerMemberId } from '../users/index.js';

// Names of their own for subqueries about the outer row.
const pair = alias(friendships, 'pair');
const b = alias(blocks, 'b');
const f = alias(follows, 'f');

/** The other member of a friendships row, seen from `memberId`. */
export const otherMemberOf = (memberId: string) =>
  sql<string>`case when ${friendships.requesterId} = ${memberId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;

/** Friendships rows (any status) between two members, whichever asked. */
export const friendshipBetween = (a: string, b: string) =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  )!;

/** Accepted friendships rows that include `memberId`. */
export const acceptedFriendshipsOf = (memberId: string) =>
  and(eq(friendships.status, 'accepted'), or(eq(friendships.requesterId, memberId), eq(friendships.addresseeId, memberId)))!;

/** Blocks rows either way between `memberId` and the member of the outer row. */
export const blockWithOuterMember = (memberId: string) =>
  sql`exists (select 1 from ${blocks} ${b} where (${b.blockerId} = ${outerMemberId} and ${b.blockedId} = ${memberId}) or (${b.blockerId} = ${memberId} and ${b.blockedId} = ${outerMemberId}))`;

/** Whether `blockerId` blocks `blockedId`. */
export async function isBlocking(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** A moderator limited the member (docs/moderation.md). */
export async function isLimited(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), isNotNull(members.limitedAt)));
  return row !== undefined;
}

/** The friendships row (any status) between the viewer and the member of the outer row. */
const pairWithViewer = (viewerId: string) =>
  sql`(${pair.requesterId} = ${viewerId} and ${pair.addresseeId} = ${outerMemberId}) or (${pair.requesterId} = ${outerMemberId} and ${pair.addresseeId} = ${viewerId})`;

/** Neither friends nor a pending request either way. */
export const noFriendshipRowWith = (viewerId: string) =>
  sql`not exists (select 1 from ${friendships} ${pair} where ${pairWithViewer(viewerId)})`;

/** How the viewer stands to the member of the outer row. */
export const relationColumns = (viewerId: string) => ({
  friendship: sql<FriendshipState>`coalesce((select case when ${pair.status} = 'accepted' then 'friends' when ${pair.requesterId} = ${viewerId} then 'request_sent' else 'request_received' end from ${friendships} ${pair} where ${pairWithViewer(viewerId)}), 'none')`,
  following: sql<boolean>`exists (select 1 from ${follows} ${f} where ${f.followerId} = ${viewerId} and ${f.followeeId} = ${outerMemberId})`,
  followsYou: sql<boolean>`exists (select 1 from ${follows} ${f} where ${f.followerId} = ${outerMemberId} and ${f.followeeId} = ${viewerId})`,
  blocked: sql<boolean>`exists (select 1 from ${blocks} ${b} where ${b.blockerId} = ${viewerId} and ${b.blockedId} = ${outerMemberId})`,
});
