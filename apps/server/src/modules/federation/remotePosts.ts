import type { Page } from '@meshwork/contracts';
import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newerThan, newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { remoteActors, remoteFollowing, remoteNoteReplies, remotePostLikes, remotePosts } from '../../db/schema/federation.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { textsNotMutedBy } from '../muting/index.js';
import { hostMediaRejected, hostUnderPolicy } from './domains/domainPolicies.js';
import type { RemoteNote } from './inbox/remoteNotes.js';
import type { RemoteFeedSource } from '../social/index.js';
import { blockedByMember } from './remoteBlocks.js';
import { presentRemoteNote, type RemoteNoteRow } from './remoteNotePresenter.js';

/** A stored remote note with the local post it answers, if any. */
export type StoredRemoteNote = RemoteNote & { inReplyToPostId: string | null };

/** Whether the viewer likes the note of the row. */
const likedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${remotePostLikes} where ${remotePostLikes.remotePostId} = ${remotePosts.id} and ${remotePostLikes.memberId} = ${viewerId})`.mapWith(
    Boolean,
  );

/** A note as pages show it (`RemoteNoteRow`), with its keyset key. */
const noteColumns = (viewerId: string) => ({
  note: remotePosts,
  author: { uri: remoteActors.uri, handle: remoteActors.handle, name: remoteActors.name, iconUrl: remoteActors.iconUrl },
  key: timestampKey(remotePosts.publishedAt),
  mediaRejected: hostMediaRejected(remoteActors.host).mapWith(Boolean),
  liked: likedBy(viewerId),
  repliesCount: sql<number>`(select count(*)::int from ${remoteNoteReplies} where ${remoteNoteReplies.remotePostId} = ${remotePosts.id})`,
});

/**
 * A note's words for muted words: its sanitised HTML without markup, so that a muted word never
 * matches a tag or an attribute. Paragraph and line ends part words; other tags join them, as
 * Mastodon writes a hashtag `#<span>tag</span>`. Both patterns are linear (no backtracking).
 */
const noteWords = sql`regexp_replace(regexp_replace(${remotePosts.contentHtml}, '</p>|<br[^>]*>', ' ', 'gi'), '<[^>]*>', '', 'g')`;

/** The remote actors with this URI: at most one, as a subquery. */
const actorNamed = (db: Db, actorUri: string) =>
  db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));

/**
 * Notes of remote accounts (table `remote_posts`). Every change names the remote actor whose
 * signed activity asks for it, and touches only that actor's notes.
 */
export class RemotePosts {
  constructor(private readonly db: Db) {}

  /** Keeps the note; the same note again (a replayed Create) keeps the first row. The new row's id, or nothing for a replay. */
  async add(remoteActorId: string, note: StoredRemoteNote): Promise<string | undefined> {
    const [added] = await this.db
      .insert(remotePosts)
      .values({ ...note, remoteActorId })
      .onConflictDoNothing({ target: remotePosts.uri })
      .returning({ id: remotePosts.id });
    return added?.id;
  }

  /** Replaces the content of the actor's own note, marking it edited; a note of another actor or unknown is left alone. */
  async edit(actorUri: string, note: StoredRemoteNote): Promise<void> {
    const { uri, publishedAt: _published, ...changed } = note;
    await this.db
      .update(remotePosts)
      .set({ ...changed, editedAt: sql`now()` })
      .where(and(eq(remotePosts.uri, uri), inArray(remotePosts.remoteActorId, actorNamed(this.db, actorUri))));
  }

  /** Removes the actor's own note; the post it answered, when it was a reply to one of ours. */
  async remove(actorUri: string, noteUri: string): Promise<{ inReplyToPostId: string | null; remoteActorId: string } | undefined> {
    const [removed] = await this.db
      .delete(remotePosts)
      .where(and(eq(remotePosts.uri, noteUri), inArray(remotePosts.remoteActorId, actorNamed(this.db, actorUri))))
      .returning({ inReplyToPostId: remotePosts.inReplyToPostId, remoteActorId: remotePosts.remoteActorId });
    return removed;
  }

  /**
   * Removes everything a deleted remote account left here: the account itself, and with it (the
   * foreign keys cascade) its notes, likes and shares, the follows both ways, blocks of it and the
   * notifications it caused.
   */
  async removeAllOf(actorUri: string): Promise<void> {
    await this.db.delete(remoteActors).where(eq(remoteActors.uri, actorUri));
  }

  /**
   * The home feed's notes of other servers (docs/federation.md, "The home feed"): those the
   * viewer's accepted follows published to them (public, unlisted or followers-only), not replies,
   * newest first within the window. A suspended server's notes are not shown; a silenced one's
   * still reach its followers, as on Mastodon. A note with one of the viewer's muted words or
   * hashtags, in its text or its content warning, is left out as a member's post would be.
   */
  readonly feedOf: RemoteFeedSource = async (viewerId, { after, until, take }) => {
    const rows = await this.db
      .select(noteColumns(viewerId))
      .from(remoteFollowing)
      .innerJoin(remotePosts, eq(remotePosts.remoteActorId, remoteFollowing.remoteActorId))
      .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowing.remoteActorId))
      .where(
        and(
          eq(remoteFollowing.memberId, viewerId),
          eq(remoteFollowing.state, 'accepted'),
          isNull(remotePosts.inReplyToUri),
          inArray(remotePosts.audience, ['public', 'unlisted', 'followers']),
          not(hostUnderPolicy(remoteActors.host, ['suspend'])),
          textsNotMutedBy(viewerId, [noteWords, remotePosts.summary]),
          olderThan(remotePosts.publishedAt, remotePosts.id, after),
          until && sql`(${remotePosts.publishedAt}, ${remotePosts.id}) >= (${until[0]}::timestamptz, ${until[1]}::uuid)`,
        ),
      )
      .orderBy(newestFirst(remotePosts.publishedAt, remotePosts.id))
      .limit(take);
    return rows.map((row) => ({ keys: [row.key, row.note.id] as const, note: presentRemoteNote(row) }));
  };

  /**
   * Remote replies to the post, oldest first. Only public and unlisted ones: followers-only notes
   * are not for everyone who sees the post. A limited server's replies are not shown, nor those of
   * an account the viewer blocked.
   */
  async repliesTo(viewerId: string, postId: string, query: { cursor?: string; limit?: number }): Promise<Page<RemoteNoteRow>> {
    const limit = pageSize(query.limit);
    const rows = await this.db
      .select(noteColumns(viewerId))
      .from(remotePosts)
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(
        and(
          eq(remotePosts.inReplyToPostId, postId),
          inArray(remotePosts.audience, ['public', 'unlisted']),
          not(hostUnderPolicy(remoteActors.host, ['silence'])),
          not(blockedByMember(viewerId, remotePosts.remoteActorId)),
          newerThan(remotePosts.publishedAt, remotePosts.id, decodeCursor(query.cursor, timestampAndId)),
        ),
      )
      .orderBy(asc(remotePosts.publishedAt), asc(remotePosts.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.note.id],
      ({ key: _key, ...row }) => row,
    );
  }
}
