import type { FriendshipState } from '@meshwork/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, friendships } from '../../db/schema/friends.js';
import { outerMemberId } from '../users/index.js';

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
  sql`exists (select 1 from blocks b where (b.blocker_id = ${outerMemberId} and b.blocked_id = ${memberId}) or (b.blocker_id = ${memberId} and b.blocked_id = ${outerMemberId}))`;

/** Whether `blockerId` blocks `blockedId`. */
export async function isBlocking(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** The friendships row (any status) between the viewer and the member of the outer row. */
const pairWithViewer = (viewerId: string) =>
  sql`(pair.requester_id = ${viewerId} and pair.addressee_id = ${outerMemberId}) or (pair.requester_id = ${outerMemberId} and pair.addressee_id = ${viewerId})`;

/** Neither friends nor a pending request either way. */
export const noFriendshipRowWith = (viewerId: string) => sql`not exists (select 1 from friendships pair where ${pairWithViewer(viewerId)})`;

/** How the viewer stands to the member of the outer row. */
export const relationColumns = (viewerId: string) => ({
  friendship: sql<FriendshipState>`coalesce((select case when pair.status = 'accepted' then 'friends' when pair.requester_id = ${viewerId} then 'request_sent' else 'request_received' end from friendships pair where ${pairWithViewer(viewerId)}), 'none')`,
  following: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = ${outerMemberId})`,
  followsYou: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${outerMemberId} and f.followee_id = ${viewerId})`,
  blocked: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${outerMemberId})`,
});
