import type { Context } from '@fedify/fedify';
import { Flag } from '@fedify/vocab';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { remoteActors, remotePosts } from '../../../db/schema/federation.js';
import { recipientOf } from '../following/followActivities.js';
import { instanceActorIdentifier } from '../instanceActor.js';
import { noteVisibleTo } from '../remoteNoteAccess.js';
import { remoteHtmlToText } from '../remote/remoteHtml.js';

/** A reported note of another server as moderators see it. */
export interface RemoteNoteAsStaffSee {
  text: string;
  /** Its author's handle. */
  details: string;
  createdAt: Date;
  /** The original on its server. */
  link: string;
}

/** The words of a note moderators read in the queue. */
const staffTextMaxLength = 2000;

/**
 * Reports of notes of other servers (docs/federation.md, "Reports"): whether a member may report
 * one (they may see it), how moderators see it, and the copy of a report sent to its server as a
 * `Flag` of the server's instance actor, which names the account and the note, never the reporter.
 */
export class RemoteNoteReports {
  constructor(
    private readonly db: Db,
    /** A context of the federation, to send as the instance actor. */
    private readonly context: Context<void>,
  ) {}

  async seenBy(memberId: string, noteId: string): Promise<boolean> {
    return (await noteVisibleTo(this.db, memberId, noteId)) !== undefined;
  }

  async asStaffSee(noteId: string): Promise<RemoteNoteAsStaffSee | undefined> {
    const [found] = await this.db
      .select({ note: remotePosts, handle: remoteActors.handle })
      .from(remotePosts)
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(eq(remotePosts.id, noteId));
    if (!found) return undefined;
    const { note, handle } = found;
    return {
      text: Array.from(remoteHtmlToText(note.contentHtml)).slice(0, staffTextMaxLength).join(''),
      details: `@${handle}`,
      createdAt: note.publishedAt,
      link: note.url ?? note.uri,
    };
  }

  /** Sends the report's comment to the note's server, queued with retries; the server's host, or nothing when the note is gone. */
  async forward(noteId: string, comment: string): Promise<string | undefined> {
    const [found] = await this.db
      .select({ uri: remotePosts.uri, author: remoteActors })
      .from(remotePosts)
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(eq(remotePosts.id, noteId));
    if (!found) return undefined;
    const actor = this.context.getActorUri(instanceActorIdentifier);
    const flag = new Flag({
      id: new URL(`#flags/${randomUUID()}`, actor),
      actor,
      objects: [new URL(found.author.uri), new URL(found.uri)],
      content: comment,
      to: new URL(found.author.uri),
    });
    await this.context.sendActivity({ identifier: instanceActorIdentifier }, recipientOf(found.author), flag, { preferSharedInbox: true });
    return found.author.host;
  }
}
