import type { Page, RemoteFollowedAccount } from '@meshwork/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { olderThan, timestampKey } from '../../../db/keyset.js';
import { remoteActors, remoteFollowing, type RemoteFollowState } from '../../../db/schema/federation.js';
import { timestampAndId } from '../../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../../http/pageCursor.js';
import { presentRemoteAccount, type RemoteActorRow } from '../remoteActors.js';

export type RemoteFollowRow = typeof remoteFollowing.$inferSelect;

/** A followed account as the API shows it. */
export const presentFollowedAccount = (actor: RemoteActorRow, state: RemoteFollowState): RemoteFollowedAccount => ({
  ...presentRemoteAccount(actor),
  state,
});

/** The remote actor of a stored activity's answer: only the followee answers its Follow. */
const followeeNamed = (db: Db, actorUri: string) =>
  db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));

/** Remote accounts members follow (table `remote_following`): pending until the remote Accept. */
export class RemoteFollowing {
  constructor(private readonly db: Db) {}

  /** Records a pending follow; an existing one is kept as it is. `created` says which. */
  async add(memberId: string, remoteActorId: string, followActivityId: string): Promise<{ follow: RemoteFollowRow; created: boolean }> {
    const [created] = await this.db
      .insert(remoteFollowing)
      .values({ memberId, remoteActorId, followActivityId })
      .onConflictDoNothing()
      .returning();
    if (created) return { follow: created, created: true };
    return { follow: (await this.of(memberId, remoteActorId))!, created: false };
  }

  /**
   * A pending follow sent again, under a new id: servers drop an activity id they saw before, and
   * the answer to the new Follow names the new id.
   */
  async renew(follow: RemoteFollowRow, followActivityId: string): Promise<RemoteFollowRow> {
    const [renewed] = await this.db
      .update(remoteFollowing)
      .set({ followActivityId })
      .where(and(eq(remoteFollowing.memberId, follow.memberId), eq(remoteFollowing.remoteActorId, follow.remoteActorId)))
      .returning();
    return renewed ?? follow;
  }

  async of(memberId: string, remoteActorId: string): Promise<RemoteFollowRow | undefined> {
    const [row] = await this.db
      .select()
      .from(remoteFollowing)
      .where(and(eq(remoteFollowing.memberId, memberId), eq(remoteFollowing.remoteActorId, remoteActorId)));
    return row;
  }

  async count(memberId: string): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(remoteFollowing).where(eq(remoteFollowing.memberId, memberId));
    return row?.value ?? 0;
  }

  /** Ends the member's follow, with the actor to tell; `undefined` when there was none. */
  async remove(memberId: string, remoteActorId: string): Promise<{ follow: RemoteFollowRow; actor: RemoteActorRow } | undefined> {
    const [follow] = await this.db
      .delete(remoteFollowing)
      .where(and(eq(remoteFollowing.memberId, memberId), eq(remoteFollowing.remoteActorId, remoteActorId)))
      .returning();
    if (!follow) return undefined;
    const [actor] = await this.db.select().from(remoteActors).where(eq(remoteActors.id, remoteActorId));
    return actor && { follow, actor };
  }

  /** The followee `actorUri` accepted our Follow `followActivityId`; anyone else's Accept changes nothing. */
  async accepted(followActivityId: string, actorUri: string): Promise<void> {
    await this.db
      .update(remoteFollowing)
      .set({ state: 'accepted' })
      .where(
        and(
          eq(remoteFollowing.followActivityId, followActivityId),
          inArray(remoteFollowing.remoteActorId, followeeNamed(this.db, actorUri)),
        ),
      );
  }

  /** The followee `actorUri` rejected our Follow (or ended an accepted one): the follow is gone. */
  async rejected(followActivityId: string, actorUri: string): Promise<void> {
    await this.db
      .delete(remoteFollowing)
      .where(
        and(
          eq(remoteFollowing.followActivityId, followActivityId),
          inArray(remoteFollowing.remoteActorId, followeeNamed(this.db, actorUri)),
        ),
      );
  }

  /** The member's followed accounts, newest first. */
  async list(memberId: string, page: { cursor?: string; limit?: number }): Promise<Page<RemoteFollowedAccount>> {
    const size = pageSize(page.limit);
    const rows = await this.db
      .select({ actor: remoteActors, state: remoteFollowing.state, createdKey: timestampKey(remoteFollowing.createdAt) })
      .from(remoteFollowing)
      .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowing.remoteActorId))
      .where(
        and(
          eq(remoteFollowing.memberId, memberId),
          olderThan(remoteFollowing.createdAt, remoteFollowing.remoteActorId, decodeCursor(page.cursor, timestampAndId)),
        ),
      )
      .orderBy(desc(remoteFollowing.createdAt), desc(remoteFollowing.remoteActorId))
      .limit(size + 1);
    return toPage(
      rows,
      size,
      (row) => [row.createdKey, row.actor.id],
      (row) => presentFollowedAccount(row.actor, row.state),
    );
  }
}
