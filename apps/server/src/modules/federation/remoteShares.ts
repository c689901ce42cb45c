import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors, remoteShares } from '../../db/schema/federation.js';

/** A share by a remote account of a note kept here. */
export interface RemoteShare {
  activityId: string;
  remoteActorId: string;
  remotePostId: string;
  publishedAt: Date;
}

/**
 * Shares by remote accounts of notes of other accounts (table `remote_shares`), for their
 * followers' feeds: one per account and note.
 */
export class RemoteShares {
  constructor(private readonly db: Db) {}

  /** Keeps the share once: a replay, or another share of the same note by the same account, changes nothing. The new share's id. */
  async add(share: RemoteShare): Promise<string | undefined> {
    const [added] = await this.db.insert(remoteShares).values(share).onConflictDoNothing().returning({ id: remoteShares.id });
    return added?.id;
  }

  /** Removes the share of the activity `activityId` when `actorUri` made it: an Undo undoes its own actor's only. */
  async remove(actorUri: string, activityId: string): Promise<void> {
    const actor = this.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));
    await this.db.delete(remoteShares).where(and(eq(remoteShares.activityId, activityId), inArray(remoteShares.remoteActorId, actor)));
  }
}
