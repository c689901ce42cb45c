import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors, remoteFollowers, remoteFollowing } from '../../db/schema/federation.js';

/** What a block between a member and a remote account ends: the follows both ways. */
export class RemoteBlocks {
  constructor(private readonly db: Db) {}

  /** Ends every follow between the member and the remote actor, whichever side followed. */
  async sever(memberId: string, actorUri: string): Promise<void> {
    const actor = this.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));
    await this.db.transaction(async (tx) => {
      await tx.delete(remoteFollowers).where(and(eq(remoteFollowers.memberId, memberId), inArray(remoteFollowers.remoteActorId, actor)));
      await tx.delete(remoteFollowing).where(and(eq(remoteFollowing.memberId, memberId), inArray(remoteFollowing.remoteActorId, actor)));
    });
  }
}
