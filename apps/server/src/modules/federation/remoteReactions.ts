import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors, remoteReactions, type RemoteReactionKind } from '../../db/schema/federation.js';
import { hostUnderPolicy } from './domains/domainPolicies.js';

/** A like or share of one of our posts by a remote actor. */
export interface RemoteReaction {
  postId: string;
  remoteActorId: string;
  kind: RemoteReactionKind;
  activityId: string;
  /** A Misskey emoji reaction's emoji, as plain text. */
  emoji: string | null;
}

/** Remote likes and shares of our posts (table `remote_reactions`): one per actor, post and kind. */
export class RemoteReactions {
  constructor(private readonly db: Db) {}

  /** Records it once: the same activity again, or another like of the same post by the same actor, changes nothing. Whether it was new. */
  async add(reaction: RemoteReaction): Promise<boolean> {
    const added = await this.db
      .insert(remoteReactions)
      .values(reaction)
      .onConflictDoNothing()
      .returning({ postId: remoteReactions.postId });
    return added.length > 0;
  }

  /** Removes the reaction of the activity `activityId` when `actorUri` made it: an Undo undoes its own actor's only. What it removed. */
  async remove(actorUri: string, activityId: string): Promise<Array<Pick<RemoteReaction, 'postId' | 'remoteActorId' | 'kind'>>> {
    const actor = this.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));
    return this.db
      .delete(remoteReactions)
      .where(and(eq(remoteReactions.activityId, activityId), inArray(remoteReactions.remoteActorId, actor)))
      .returning({ postId: remoteReactions.postId, remoteActorId: remoteReactions.remoteActorId, kind: remoteReactions.kind });
  }

  /** How many remote accounts liked and shared the post; a limited server's are not counted. */
  async reactionCounts(postId: string): Promise<Record<RemoteReactionKind, number>> {
    const rows = await this.db
      .select({ kind: remoteReactions.kind, value: count() })
      .from(remoteReactions)
      .innerJoin(remoteActors, eq(remoteActors.id, remoteReactions.remoteActorId))
      .where(and(eq(remoteReactions.postId, postId), not(hostUnderPolicy(remoteActors.host, ['silence']))))
      .groupBy(remoteReactions.kind);
    const of = (kind: RemoteReactionKind) => rows.find((row) => row.kind === kind)?.value ?? 0;
    return { like: of('like'), announce: of('announce') };
  }
}
