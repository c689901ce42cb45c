import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { graphConditions } from '../friends/index.js';
import { members } from '../users/index.js';

/** Whether the viewer and the member are friends. */
export async function areFriends(db: Db, viewerId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), graphConditions.friends(viewerId, members.id)));
  return row !== undefined;
}
