import type { Context } from '@fedify/fedify';
import { Like, Undo } from '@fedify/vocab';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { remotePostLikes } from '../../../db/schema/federation.js';
import { recipientOf } from '../following/followActivities.js';
import { visibleNote } from '../remoteNoteAccess.js';

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
    const { note, author } = await visibleNote(this.db, memberId, noteId);
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
    const { note, author } = await visibleNote(this.db, memberId, noteId);
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
}
