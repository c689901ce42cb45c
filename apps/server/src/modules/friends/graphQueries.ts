import { realtimeUuidSuffix, type FriendshipState } from '@meshwork/contracts';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { friendships, members } from '../../db/schema/index.js';

// Subqueries about "the member of the outer row" are written out with their own aliases: Drizzle
// leaves columns unqualified in single-table queries, where a bare "id" could bind to the wrong table.
const outerMember = sql.raw('"members"."id"');

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

/** Members the viewer may see: not awaiting deletion, and no block between them either way. */
export const visibleTo = (viewerId: string) =>
  and(
    isNull(members.deleteRequestTimestamp),
    sql`not exists (select 1 from blocks b where (b.blocker_id = ${outerMember} and b.blocked_id = ${viewerId}) or (b.blocker_id = ${viewerId} and b.blocked_id = ${outerMember}))`,
  )!;

/** Full name, nickname or username contains the text, ignoring case and accents (see migration 0003). */
export function matchesSearch(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`public.member_search_text(${members.fullname}, ${members.nickname}, ${members.username}) like lower(public.unaccent('public.unaccent'::regdictionary, ${pattern}))`;
}

export const personColumns = {
  id: members.id,
  fullname: members.fullname,
  nickname: members.nickname,
  username: members.username,
  userImage: members.userImage,
  colour: members.colour,
  isCreator: members.isCreator,
  lastActiveAt: members.lastActiveAt,
};

/** Friends carry their presence: whether their realtime identity holds a live presence lease. */
export const friendColumns = {
  ...personColumns,
  connected: sql<boolean>`exists (select 1 from realtime_presence p where p.uuid = ${members.id}::text || ${realtimeUuidSuffix} and p.expires_at > now())`,
};

/** The friendships row (any status) between the viewer and the member of the outer row. */
const pairWithViewer = (viewerId: string) =>
  sql`(pair.requester_id = ${viewerId} and pair.addressee_id = ${outerMember}) or (pair.requester_id = ${outerMember} and pair.addressee_id = ${viewerId})`;

/** Neither friends nor a pending request either way. */
export const noFriendshipRowWith = (viewerId: string) => sql`not exists (select 1 from friendships pair where ${pairWithViewer(viewerId)})`;

/** How the viewer stands to the member of the outer row. */
export const relationColumns = (viewerId: string) => ({
  friendship: sql<FriendshipState>`coalesce((select case when pair.status = 'accepted' then 'friends' when pair.requester_id = ${viewerId} then 'request_sent' else 'request_received' end from friendships pair where ${pairWithViewer(viewerId)}), 'none')`,
  following: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = ${outerMember})`,
  followsYou: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${outerMember} and f.followee_id = ${viewerId})`,
  blocked: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${outerMember})`,
});

/** Rows ordered by lowercase nickname then id, after the cursor's keys. */
export const nicknameOrder = [sql`lower(${members.nickname})`, members.id];
export const afterNickname = (keys: string[] | undefined) =>
  keys ? sql`(lower(${members.nickname}), ${members.id}) > (${keys[0]}, ${keys[1]}::uuid)` : undefined;
export const nicknameKey = sql<string>`lower(${members.nickname})`;
