import { errorsCopy, socialCopy } from '@meshwork/contracts';
import { and, eq, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, friendships } from '../../db/schema/friends.js';
import type { Policy } from '../../http/authorize.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { members, notLeaving } from '../users/index.js';
import { acceptedFriendshipsOf, blockWithOuterMember, otherMemberOf } from './graphQueries.js';

// One answer for a member who does not exist, is leaving, or blocks the viewer: a block is never revealed.
const memberNotFound = () => notFound('member_not_found', errorsCopy.notFound);

/**
 * Who may meet whom in the social graph. Routes ask `interact` and `listFollowers`; lists use the
 * SQL form `visibleTo`; the realtime access asks `presenceVisibleTo` and `blockedWith`.
 */
export function friendsPolicies(db: Db) {
  /** The member, when the viewer may reach them: known, not leaving, and not blocking the viewer. */
  async function reachable(viewerId: string, memberId: string): Promise<{ isCreator: boolean } | undefined> {
    const [member] = await db
      .select({ isCreator: members.isCreator })
      .from(members)
      .where(
        and(
          eq(members.id, memberId),
          notLeaving(),
          sql`not exists (select 1 from blocks b where b.blocker_id = ${memberId} and b.blocked_id = ${viewerId})`,
        ),
      );
    return member;
  }

  const friendIdsOf = async (memberId: string): Promise<Set<string>> => {
    const rows = await db
      .select({ friendId: otherMemberOf(memberId) })
      .from(friendships)
      .where(acceptedFriendshipsOf(memberId));
    return new Set(rows.map((row) => row.friendId));
  };

  return {
    /** The other member of a graph action (request, follow, block…); the viewer themself is no such member (400). */
    interact: {
      may: async (viewerId, memberId) => viewerId !== memberId && (await reachable(viewerId, memberId)) !== undefined,
      refusal: (viewerId, memberId) => (viewerId === memberId ? badRequest('self_target', socialCopy.selfTarget) : memberNotFound()),
    } satisfies Policy<string>,

    /** Followers are public for creators, otherwise shown to the member themself only (403). */
    listFollowers: {
      may: async (viewerId, memberId) => viewerId === memberId || (await reachable(viewerId, memberId))?.isCreator === true,
      refusal: async (viewerId, memberId) =>
        (await reachable(viewerId, memberId)) ? forbidden('followers_private', socialCopy.followersPrivate) : memberNotFound(),
    } satisfies Policy<string>,

    /** The member's friends: their direct conversations are the ones the product lists. */
    friendIdsOf,

    /** Whose presence the viewer may see: their friends. */
    presenceVisibleTo: friendIdsOf,

    /** The members with whom `memberId` shares a block, either way: nothing passes between them. */
    async blockedWith(memberId: string): Promise<Set<string>> {
      const rows = await db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
      return new Set(rows.map((row) => (row.blockerId === memberId ? row.blockedId : row.blockerId)));
    },
  };
}

export type FriendsPolicies = ReturnType<typeof friendsPolicies>;

/**
 * The SQL form of who appears in the viewer's lists (people, followers, suggestions): members not
 * awaiting deletion with no block either way. Queries select from or join `members`.
 */
export const visibleTo = (viewerId: string): SQL => and(notLeaving(), sql`not ${blockWithOuterMember(viewerId)}`)!;

/**
 * The SQL forms other features' policies build on (posts: who sees a post), about the member whose
 * id is `memberId` in the outer row.
 */
/** A member: a bound id, or a column or expression of the outer row (e.g. each recipient of a fan-out). */
type MemberRef = string | SQLWrapper;

export const graphConditions = {
  /** The viewer and the member are friends. */
  friends: (viewerId: MemberRef, memberId: AnyColumn | SQLWrapper): SQL =>
    sql`exists (select 1 from friendships fr where fr.status = 'accepted' and ((fr.requester_id = ${viewerId} and fr.addressee_id = ${memberId}) or (fr.requester_id = ${memberId} and fr.addressee_id = ${viewerId})))`,
  /** The viewer follows the member. */
  following: (viewerId: MemberRef, memberId: AnyColumn | SQLWrapper): SQL =>
    sql`exists (select 1 from follows fo where fo.follower_id = ${viewerId} and fo.followee_id = ${memberId})`,
  /** The member blocks the viewer (which the viewer must never learn). */
  blocksViewer: (viewerId: string, memberId: AnyColumn): SQL =>
    sql`exists (select 1 from blocks bl where bl.blocker_id = ${memberId} and bl.blocked_id = ${viewerId})`,
  /**
   * The members whose posts fill the viewer's newsfeed: their friends and the members they follow,
   * as rows of `member_id` and `is_friend`.
   */
  circle: (viewerId: MemberRef): SQL =>
    sql`select member_id, bool_or(is_friend) as is_friend from (select case when fr.requester_id = ${viewerId} then fr.addressee_id else fr.requester_id end as member_id, true as is_friend from friendships fr where fr.status = 'accepted' and (fr.requester_id = ${viewerId} or fr.addressee_id = ${viewerId}) union all select fo.followee_id, false from follows fo where fo.follower_id = ${viewerId}) circle group by member_id`,
  /** A block either way between the viewer and the member: nothing of either reaches the other. */
  blocked: (viewerId: MemberRef, memberId: AnyColumn | SQLWrapper): SQL =>
    sql`exists (select 1 from blocks bl where (bl.blocker_id = ${viewerId} and bl.blocked_id = ${memberId}) or (bl.blocker_id = ${memberId} and bl.blocked_id = ${viewerId}))`,
  /** The ids of the members whose feed the member's posts reach: their friends and their followers. */
  audience: (memberId: AnyColumn | SQLWrapper): SQL =>
    sql`(select case when fr.requester_id = ${memberId} then fr.addressee_id else fr.requester_id end from friendships fr where fr.status = 'accepted' and (fr.requester_id = ${memberId} or fr.addressee_id = ${memberId}) union select fo.follower_id from follows fo where fo.followee_id = ${memberId})`,
};
