import { errorsCopy } from '@meshwork/contracts';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, type MemberRow } from '../users/index.js';

/** The profile's header, or its timeline, lists and tabs: a member the viewer blocks keeps only the header. */
export type ProfilePart = 'header' | 'content';

/**
 * The member whose profile the viewer opens (docs/profiles.md): by username ignoring case, not
 * deactivated or awaiting deletion, and not blocking the viewer. A member the viewer blocks keeps
 * a header, showing the block so that it can be undone there; their `content` answers like a
 * blocking member's. Anyone else answers one 404, so a block is never revealed.
 */
export async function profileMember(db: Db, viewerId: string, username: string, part: ProfilePart): Promise<MemberRow> {
  const blocked = part === 'header' ? graphConditions.blocksViewer : graphConditions.blocked;
  const [member] = await db
    .select()
    .from(members)
    .where(and(sql`lower(${members.username}) = lower(${username})`, notLeaving(), sql`not ${blocked(viewerId, members.id)}`));
  if (!member) throw notFound('member_not_found', errorsCopy.notFound);
  return member;
}
