import type { Context } from '@fedify/fedify';
import { Like, Undo } from '@fedify/vocab';
import { fediverseCopy } from '@meshwork/contracts';
import { and, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { remoteActors, remoteFollowing, remotePostLikes, remotePosts } from '../../../db/schema/federation.js';
import { notFound } from '../../../http/errors.js';
import { hostUnderPolicy } from '../domains/domainPolicies.js';
import { recipientOf } from '../following/followActivities.js';

/**
 * Members liking notes of other servers (docs/federation.md, "Liking remote posts"): the like is
 * kept here (`remote_post_likes`) and sent to the note's author as a `Like`, its end as an `Undo`
 * embedding it, each queued for delivery so a slow server never holds the member up.
 */
export class RemoteLikes {
  constructor(
    private readonly db: Db,
    /** A context of the federation, to send as members. */
    private readonly context: Context<void>,
  ) {}

  /** Likes the note, once: liking it again sends nothing. 404 when the member may not see it. */
  async like(memberId: string, noteId: string): Promise<void> {
    const { note, author } = await this.visibleNote(memberId, noteId);
    const actor = this.context.getActorUri(memberId);
    const like = new Like({ id: new URL(`#likes/${randomUUID()}`, actor), actor, object: new URL(note.uri), to: new URL(author.uri) });
    const stored = await this.db
      .insert(remotePostLikes)
      .values({ remotePostId: note.id, memberId, activityId: like.id!.href })
      .onConflictDoNothing()
      .returning({ activityId: remotePostLikes.activityId });
    if (stored.length > 0) await this.context.sendActivity({ identifier: memberId }, recipientOf(author), like);
  }

  /** Ends the member's like, if any, with an `Undo` of the `Like` its author was sent. */
  async unlike(memberId: string, noteId: string): Promise<void> {
    const { note, author } = await this.visibleNote(memberId, noteId);
    const [removed] = await this.db
      .delete(remotePostLikes)
      .where(and(eq(remotePostLikes.remotePostId, note.id), eq(remotePostLikes.memberId, memberId)))
      .returning({ activityId: remotePostLikes.activityId });
    if (!removed) return;
    const actor = this.context.getActorUri(memberId);
    const like = new Like({ id: new URL(removed.activityId), actor, object: new URL(note.uri), to: new URL(author.uri) });
    const undo = new Undo({ id: new URL(`#undos/${randomUUID()}`, actor), actor, object: like, to: new URL(author.uri) });
    await this.context.sendActivity({ identifier: memberId }, recipientOf(author), undo);
  }

  /**
   * The note with its author, when the member may see it: public or unlisted, or followers-only
   * from an account they follow; never a suspended server's.
   */
  private async visibleNote(memberId: string, noteId: string) {
    const followsAuthor = exists(
      this.db
        .select({ one: sql`1` })
        .from(remoteFollowing)
        .where(
          and(
            eq(remoteFollowing.memberId, memberId),
            eq(remoteFollowing.remoteActorId, remotePosts.remoteActorId),
            eq(remoteFollowing.state, 'accepted'),
          ),
        ),
    );
    const [found] = await this.db
      .select({ note: { id: remotePosts.id, uri: remotePosts.uri }, author: remoteActors })
      .from(remotePosts)
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(
        and(
          eq(remotePosts.id, noteId),
          not(hostUnderPolicy(remoteActors.host, ['suspend'])),
          or(inArray(remotePosts.audience, ['public', 'unlisted']), and(eq(remotePosts.audience, 'followers'), followsAuthor)),
        ),
      );
    if (!found) throw notFound('note_not_found', fediverseCopy.noteNotFound);
    return found;
  }
}
