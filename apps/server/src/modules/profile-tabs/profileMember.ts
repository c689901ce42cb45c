import { profilesCopy } from '@meshwork/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving, type MemberRow } from '../users/index.js';

/**
 * The member whose profile the viewer opens: unknown, deactivated or leaving members, and a block
 * either way, answer one 404, so a blocked member cannot tell that the profile exists.
 */
export async function profileMember(db: Db, viewerId: string, username: string): Promise<MemberRow> {
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(sql`lower(${members.username}) = lower(${username})`, notLeaving(), sql`not ${graphConditions.blocked(viewerId, members.id)}`),
    );
  if (!member) throw notFound('profile_not_found', profilesCopy.profileNotFound);
  return member;
}

/** Whether the viewer and the member are friends. */
export async function areFriends(db: Db, viewerId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), graphConditions.friends(viewerId, members.id)));
  return row !== undefined;
}
