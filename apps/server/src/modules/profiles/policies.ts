import { errorsCopy } from '@meshwork/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Policy } from '../../http/authorize.js';
import { notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members } from '../users/index.js';

// One answer for an unknown, leaving or blocking member: a block is never revealed.
const profileNotFound = () => notFound('member_not_found', errorsCopy.notFound);

/**
 * Who may open which part of a member's profile (docs/profiles.md). A member the viewer blocks
 * keeps the header, which shows the block so that it can be undone there; the timeline, lists and
 * tabs are closed by a block either way.
 */
export function profilePolicies(db: Db) {
  const openUnless = (blockedBy: (viewerId: string) => SQL): Policy<string> => ({
    may: async (viewerId, memberId) => {
      const [open] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, memberId), sql`not ${blockedBy(viewerId)}`));
      return open !== undefined;
    },
    refusal: profileNotFound,
  });

  return {
    /** The header: closed to a member the owner blocks. */
    viewHeader: openUnless((viewerId) => graphConditions.blocksViewer(viewerId, members.id)),
    /** The timeline, friends, followers, About, Gallery and Activity: closed by a block either way. */
    viewContent: openUnless((viewerId) => graphConditions.blocked(viewerId, members.id)),
  };
}

export type ProfilePolicies = ReturnType<typeof profilePolicies>;
