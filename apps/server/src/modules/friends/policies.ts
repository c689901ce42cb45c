import { errorsCopy, socialCopy } from '@meshwork/contracts';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, friendships } from '../../db/schema/friends.js';
import type { Policy } from '../../http/authorize.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { members, notLeaving } from '../users/index.js';
import { graphConditions } from './graphConditions.js';
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
      .where(and(eq(members.id, memberId), notLeaving(), sql`not ${graphConditions.blocksViewer(viewerId, members.id)}`));
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
      may: async (viewerId, memberId) => {
        if (viewerId === memberId) return true;
        const member = await reachable(viewerId, memberId);
        return member !== undefined && followsListedPublicly(member);
      },
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
 * awaiting deletion with no block either way. Queries select from or join `members`. A `null`
 * viewer is a logged-out visitor (a remote server), whom no block concerns.
 */
export const visibleTo = (viewerId: string | null): SQL =>
  viewerId === null ? notLeaving() : and(notLeaving(), sql`not ${blockWithOuterMember(viewerId)}`)!;

/** Whether a member's followers and followings are listed to everyone, not to the member alone. */
export const followsListedPublicly = (member: { isCreator: boolean }): boolean => member.isCreator;
