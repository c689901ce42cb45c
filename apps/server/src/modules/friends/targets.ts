import { graphMessages, serverMessages } from '@meshwork/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';

/**
 * The other member of a graph action. The viewer themself answers 400; an unknown member, one
 * awaiting deletion, and one who blocks the viewer all answer the same 404, so a block is never
 * revealed to the blocked member.
 */
export async function graphTarget(db: Db, viewerId: string, targetId: string): Promise<{ blockedByViewer: boolean }> {
  if (viewerId === targetId) throw badRequest('self_target', graphMessages.selfTarget);
  const [target] = await db
    .select({
      awaitingDeletion: sql<boolean>`${members.deleteRequestTimestamp} is not null`,
      blocksViewer: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${targetId} and b.blocked_id = ${viewerId})`,
      blockedByViewer: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${targetId})`,
    })
    .from(members)
    .where(eq(members.id, targetId));
  if (!target || target.awaitingDeletion || target.blocksViewer) throw notFound('member_not_found', serverMessages.notFound);
  return { blockedByViewer: target.blockedByViewer };
}
