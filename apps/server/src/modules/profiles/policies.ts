import { errorsCopy } from '@meshwork/contracts';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';

/** One answer for a member who does not exist, is leaving, or blocks the viewer: a block is never revealed. */
const profileNotFound = () => notFound('member_not_found', errorsCopy.notFound);

/**
 * Whose profile the viewer may open (docs/profiles.md): a member, by username ignoring case, who is
 * not deactivated or awaiting deletion and does not block the viewer. A member the viewer blocks
 * keeps a header, showing the block, so that it can be undone there; their timeline and lists
 * (`content`) answer 404 like a blocking member's.
 */
export function profilePolicies(db: Db) {
  return {
    /** The member whose profile (`header`) or whose timeline and lists (`content`) the viewer opens; anyone else answers 404. */
    async memberFor(viewerId: string, username: string, part: 'header' | 'content') {
      const blocked = part === 'header' ? graphConditions.blocksViewer : graphConditions.blocked;
      const [member] = await db
        .select({ id: members.id, isCreator: members.isCreator })
        .from(members)
        .where(and(sql`lower(${members.username}) = lower(${username})`, notLeaving(), sql`not ${blocked(viewerId, members.id)}`));
      if (!member) throw profileNotFound();
      return member;
    },
  };
}

export type ProfilePolicies = ReturnType<typeof profilePolicies>;
