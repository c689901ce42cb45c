import type { Page, RemoteBlockedAccount } from '@meshwork/contracts';
import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { olderThan, timestampKey } from '../../db/keyset.js';
import { remoteActors, remoteBlocks, remoteFollowers, remoteFollowing } from '../../db/schema/federation.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { presentRemoteAccount, type RemoteActorRow } from './remoteActors.js';

/** Whether the member blocked the remote actor of this column: nothing of that actor reaches them. */
export const blockedByMember = (memberId: string | AnyPgColumn, remoteActorId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${remoteBlocks} where ${remoteBlocks.memberId} = ${memberId} and ${remoteBlocks.remoteActorId} = ${remoteActorId})`;

/** Ends the follows both ways between the member and the remote actors (ids, or a subquery of them). */
async function endFollows(tx: Db, memberId: string, actorIds: string[] | SQLWrapper): Promise<void> {
  await tx.delete(remoteFollowers).where(and(eq(remoteFollowers.memberId, memberId), inArray(remoteFollowers.remoteActorId, actorIds)));
  await tx.delete(remoteFollowing).where(and(eq(remoteFollowing.memberId, memberId), inArray(remoteFollowing.remoteActorId, actorIds)));
}

/**
 * Blocks between members and remote accounts (table `remote_blocks`), whichever side blocked:
 * a block ends the follows both ways, and a member's own block is kept so that nothing of the
 * account reaches them again until they unblock it.
 */
export class RemoteBlocks {
  constructor(private readonly db: Db) {}

  /** Ends every follow between the member and the remote actor, whichever side followed. */
  async sever(memberId: string, actorUri: string): Promise<void> {
    const actor = this.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));
    await this.db.transaction((tx) => endFollows(tx, memberId, actor));
  }

  /** The member blocks the stored actor: the follows end with it. The actor when the block is new, else nothing. */
  async add(memberId: string, remoteActorId: string, blockActivityId: string): Promise<RemoteActorRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [actor] = await tx.select().from(remoteActors).where(eq(remoteActors.id, remoteActorId));
      if (!actor) return undefined;
      const [added] = await tx
        .insert(remoteBlocks)
        .values({ memberId, remoteActorId, blockActivityId })
        .onConflictDoNothing()
        .returning({ memberId: remoteBlocks.memberId });
      if (!added) return undefined;
      await endFollows(tx, memberId, [remoteActorId]);
      return actor;
    });
  }

  /** Ends the member's block, with the actor and the Block's id to undo; nothing when there was none. */
  async remove(memberId: string, remoteActorId: string): Promise<{ actor: RemoteActorRow; blockActivityId: string } | undefined> {
    const [removed] = await this.db
      .delete(remoteBlocks)
      .where(and(eq(remoteBlocks.memberId, memberId), eq(remoteBlocks.remoteActorId, remoteActorId)))
      .returning({ blockActivityId: remoteBlocks.blockActivityId });
    if (!removed) return undefined;
    const [actor] = await this.db.select().from(remoteActors).where(eq(remoteActors.id, remoteActorId));
    return actor && { actor, blockActivityId: removed.blockActivityId };
  }

  /** Whether the member blocked the actor. */
  async blocked(memberId: string, remoteActorId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(remoteBlocks)
      .where(and(eq(remoteBlocks.memberId, memberId), eq(remoteBlocks.remoteActorId, remoteActorId)));
    return row !== undefined;
  }

  /** The accounts the member blocked, newest block first. */
  async list(memberId: string, page: { cursor?: string; limit?: number }): Promise<Page<RemoteBlockedAccount>> {
    const size = pageSize(page.limit);
    const rows = await this.db
      .select({ actor: remoteActors, createdKey: timestampKey(remoteBlocks.createdAt) })
      .from(remoteBlocks)
      .innerJoin(remoteActors, eq(remoteActors.id, remoteBlocks.remoteActorId))
      .where(
        and(
          eq(remoteBlocks.memberId, memberId),
          olderThan(remoteBlocks.createdAt, remoteBlocks.remoteActorId, decodeCursor(page.cursor, timestampAndId)),
        ),
      )
      .orderBy(desc(remoteBlocks.createdAt), desc(remoteBlocks.remoteActorId))
      .limit(size + 1);
    return toPage(
      rows,
      size,
      (row) => [row.createdKey, row.actor.id],
      (row) => presentRemoteAccount(row.actor),
    );
  }
}
