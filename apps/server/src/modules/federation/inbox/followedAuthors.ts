import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { remoteActors, remoteFollowing } from '../../../db/schema/federation.js';

/** Whether a member follows the remote actor `actorUri` (their follow accepted): then its notes are kept for their feed. */
export async function followedByAMember(db: Db, actorUri: string): Promise<boolean> {
  const [row] = await db
    .select({ one: remoteFollowing.memberId })
    .from(remoteFollowing)
    .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowing.remoteActorId))
    .where(and(eq(remoteActors.uri, actorUri), eq(remoteFollowing.state, 'accepted')))
    .limit(1);
  return row !== undefined;
}
