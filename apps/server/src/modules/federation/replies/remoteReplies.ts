import type { Context } from '@fedify/fedify';
import { fediverseCopy, type NoteReply, type Page } from '@meshwork/contracts';
import { and, asc, eq, not } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { newerThan, timestampKey } from '../../../db/keyset.js';
import { remoteActors, remoteNoteReplies, remotePosts } from '../../../db/schema/federation.js';
import { cursorKeys, timestampAndId } from '../../../http/cursorKeys.js';
import { notFound } from '../../../http/errors.js';
import { decodeCursor, pageSize, toPage } from '../../../http/pageCursor.js';
import { graphConditions } from '../../friends/index.js';
import { members, notLeaving, personColumns, presentPerson } from '../../users/index.js';
import { recipientOf } from '../following/followActivities.js';
import type { FederationUris } from '../objects/objectUris.js';
import { visibleNote } from '../remoteNoteAccess.js';
import { createOfReply, deleteOfReply, type StoredReply } from '../objects/replyNotes.js';

/** A kept reply with the note it answers and that note's author, for its `Note` at `/ap/comments/:id`; a malformed id is none. */
export async function storedReply(db: Db, replyId: string): Promise<StoredReply | undefined> {
  if (!cursorKeys.uuid(replyId)) return undefined;
  const [found] = await db
    .select({
      id: remoteNoteReplies.id,
      authorId: remoteNoteReplies.authorId,
      text: remoteNoteReplies.text,
      createdAt: remoteNoteReplies.createdAt,
      noteUri: remotePosts.uri,
      noteAuthor: { uri: remoteActors.uri, handle: remoteActors.handle, inbox: remoteActors.inbox, sharedInbox: remoteActors.sharedInbox },
    })
    .from(remoteNoteReplies)
    .innerJoin(remotePosts, eq(remotePosts.id, remoteNoteReplies.remotePostId))
    .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
    .where(eq(remoteNoteReplies.id, replyId));
  return found;
}

/**
 * Members replying to notes of other servers (docs/federation.md, "Replying to remote posts"): a
 * reply is kept here, shown under the note to whoever may see it, and sent to the note's author as
 * a public `Note` in reply to theirs (at `/ap/comments/:id`, as our comments); deleting it sends a
 * `Delete`. Deliveries are queued.
 */
export class RemoteReplies {
  constructor(
    private readonly db: Db,
    /** A context of the federation, to send as members. */
    private readonly context: Context<void>,
    private readonly uris: FederationUris,
  ) {}

  /** The replies of present members to the note, oldest first; none of a member with a block either way with the viewer. */
  async list(viewerId: string, noteId: string, query: { cursor?: string; limit?: number }): Promise<Page<NoteReply>> {
    // A forged cursor is the caller's 422 before anything is read.
    const after = decodeCursor(query.cursor, timestampAndId);
    const { note } = await visibleNote(this.db, viewerId, noteId);
    const limit = pageSize(query.limit);
    const rows = await this.db
      .select({ reply: remoteNoteReplies, author: personColumns, key: timestampKey(remoteNoteReplies.createdAt) })
      .from(remoteNoteReplies)
      .innerJoin(members, eq(members.id, remoteNoteReplies.authorId))
      .where(
        and(
          eq(remoteNoteReplies.remotePostId, note.id),
          notLeaving(),
          not(graphConditions.blocked(viewerId, members.id)),
          newerThan(remoteNoteReplies.createdAt, remoteNoteReplies.id, after),
        ),
      )
      .orderBy(asc(remoteNoteReplies.createdAt), asc(remoteNoteReplies.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.reply.id],
      ({ reply, author }) => ({
        id: reply.id,
        author: presentPerson(author),
        text: reply.text,
        created_at: reply.createdAt.toISOString(),
        can_delete: reply.authorId === viewerId,
      }),
    );
  }

  /** Keeps the member's reply and sends it to the note's author. */
  async reply(memberId: string, noteId: string, text: string): Promise<NoteReply> {
    const { note, author: noteAuthor } = await visibleNote(this.db, memberId, noteId);
    const [kept] = await this.db.insert(remoteNoteReplies).values({ remotePostId: note.id, authorId: memberId, text }).returning();
    const stored = { ...kept!, noteUri: note.uri, noteAuthor };
    await this.context.sendActivity({ identifier: memberId }, recipientOf(noteAuthor), createOfReply(stored, this.uris));
    const [author] = await this.db.select(personColumns).from(members).where(eq(members.id, memberId));
    return { id: kept!.id, author: presentPerson(author!), text, created_at: kept!.createdAt.toISOString(), can_delete: true };
  }

  /** Deletes the member's own reply and tells the note's server; anyone else's answers 404. */
  async remove(memberId: string, replyId: string): Promise<void> {
    const stored = await storedReply(this.db, replyId);
    if (!stored || stored.authorId !== memberId) throw notFound('reply_not_found', fediverseCopy.replyNotFound);
    await this.db.delete(remoteNoteReplies).where(eq(remoteNoteReplies.id, replyId));
    await this.context.sendActivity({ identifier: memberId }, recipientOf(stored.noteAuthor), deleteOfReply(stored, this.uris));
  }
}
