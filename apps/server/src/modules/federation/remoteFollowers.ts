import type { PageItems } from '@fedify/fedify';
import type { Recipient } from '@fedify/vocab';
import { and, asc, count, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors, remoteFollowers } from '../../db/schema/federation.js';
import { cursorKeys } from '../../http/cursorKeys.js';

/** Remote followers listed per collection page. */
const pageSize = 50;

/**
 * Cursors of the followers collection's remote pages, which follow the local ones: the prefix and
 * the last actor URI shown. Local cursors are base64url, which never holds a colon.
 */
const remoteCursorPrefix = 'remote:';

/** Which follow an Undo names: by the member it followed, or by the Follow activity's id. */
export interface UndoneFollow {
  memberId?: string;
  followActivityId?: string;
}

type FollowerRow = { uri: string; inbox: string; sharedInbox: string | null };

const recipientOf = (row: FollowerRow): Recipient => ({
  id: new URL(row.uri),
  inboxId: new URL(row.inbox),
  endpoints: { sharedInbox: row.sharedInbox ? new URL(row.sharedInbox) : null },
});

/** Remote accounts following members (table `remote_followers`), with the inboxes delivery needs. */
export class RemoteFollowers {
  constructor(private readonly db: Db) {}

  /** Records the follow; the same follower again keeps one row, naming the latest Follow (the one a later Undo names). */
  async add(memberId: string, remoteActorId: string, followActivityId: string): Promise<void> {
    await this.db
      .insert(remoteFollowers)
      .values({ memberId, remoteActorId, followActivityId })
      .onConflictDoUpdate({ target: [remoteFollowers.memberId, remoteFollowers.remoteActorId], set: { followActivityId } });
  }

  /** Ends a follow by the remote actor `actorUri` and no one else: an Undo only undoes its own actor's Follow. The follows it ended. */
  async remove(actorUri: string, follow: UndoneFollow): Promise<Array<{ memberId: string; remoteActorId: string }>> {
    const which: SQL[] = [];
    if (follow.memberId) which.push(eq(remoteFollowers.memberId, follow.memberId));
    if (follow.followActivityId) which.push(eq(remoteFollowers.followActivityId, follow.followActivityId));
    if (which.length === 0) return [];
    const actor = this.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));
    return this.db
      .delete(remoteFollowers)
      .where(and(inArray(remoteFollowers.remoteActorId, actor), or(...which)))
      .returning({ memberId: remoteFollowers.memberId, remoteActorId: remoteFollowers.remoteActorId });
  }

  /** Whether the member has any remote follower: one indexed row at most, asked before anything is sent. */
  async any(memberId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: remoteFollowers.memberId })
      .from(remoteFollowers)
      .where(eq(remoteFollowers.memberId, memberId))
      .limit(1);
    return rows.length > 0;
  }

  async count(memberId: string): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(remoteFollowers).where(eq(remoteFollowers.memberId, memberId));
    return row?.value ?? 0;
  }

  /**
   * Every remote follower with its inbox and shared inbox: whom `sendActivity(…, 'followers')`
   * delivers to (with `preferSharedInbox`, one delivery per server).
   */
  async recipients(memberId: string): Promise<Recipient[]> {
    return (await this.followers(memberId).orderBy(asc(remoteActors.uri))).map(recipientOf);
  }

  /** The cursor of the first remote page, which comes after the last local one; `null` without remote followers. */
  async firstPageCursor(memberId: string): Promise<string | null> {
    return (await this.count(memberId)) > 0 ? remoteCursorPrefix : null;
  }

  /** A remote page of the followers collection, or `undefined` when the cursor is a local one. */
  async collectionPage(memberId: string, cursor: string): Promise<PageItems<Recipient> | undefined> {
    if (!cursor.startsWith(remoteCursorPrefix)) return undefined;
    const after = cursor.slice(remoteCursorPrefix.length);
    if (!cursorKeys.text(after)) return { items: [] };
    const rows = await this.followers(memberId, after)
      .orderBy(asc(remoteActors.uri))
      .limit(pageSize + 1);
    const items = rows.slice(0, pageSize);
    return { items: items.map(recipientOf), nextCursor: rows.length > pageSize ? remoteCursorPrefix + items.at(-1)!.uri : null };
  }

  private followers(memberId: string, after?: string) {
    return this.db
      .select({ uri: remoteActors.uri, inbox: remoteActors.inbox, sharedInbox: remoteActors.sharedInbox })
      .from(remoteFollowers)
      .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
      .where(and(eq(remoteFollowers.memberId, memberId), after ? gt(remoteActors.uri, after) : undefined))
      .$dynamic();
  }
}
