import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, notLeaving, type MemberRow } from '../users/index.js';

/**
 * The member a profile URL names: by username ignoring case, not deactivated or awaiting deletion.
 * Whether the viewer may open it is the policies' question (docs/profiles.md).
 */
export async function memberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(sql`lower(${members.username}) = lower(${username})`, notLeaving()));
  return member;
}
