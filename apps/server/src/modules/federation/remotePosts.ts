import type { FediverseNote, Page } from '@meshwork/contracts';
import { and, asc, eq, inArray, isNull, not, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { newerThan, newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import {
  remoteActors,
  remoteFollowing,
  remoteNoteReplies,
  remotePostLikes,
  remotePosts,
  remoteShares,
} from '../../db/schema/federation.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { textsNotMutedBy } from '../muting/index.js';
import { hostMediaRejected, hostUnderPolicy } from './domains/domainPolicies.js';
import type { RemoteNote } from './inbox/remoteNotes.js';
import type { RemoteFeedSource } from '../social/index.js';
import { blockedByMember } from './remoteBlocks.js';
import { presentRemoteAuthor } from './remoteAuthors.js';
import { presentRemoteNote, type SignMediaPath } from './remoteNotePresenter.js';

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
  author: {
    id: remoteActors.id,
    uri: remoteActors.uri,
    handle: remoteActors.handle,
    name: remoteActors.name,
    iconUrl: remoteActors.iconUrl,
  },
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
export const remoteNoteWords = sql`regexp_replace(regexp_replace(${remotePosts.contentHtml}, '</p>|<br[^>]*>', ' ', 'gi'), '<[^>]*>', '', 'g')`;

type FeedWindow = Parameters<RemoteFeedSource>[1];

/** The sharers of shared notes, beside their authors. */
const sharers = alias(remoteActors, 'sharers');

/** Keyset keys in order: the timestamps' text (one format), then the ids. */
const compareKeys = (a: readonly [string, string], b: readonly [string, string]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/** The viewer's accepted follows, joined as `remote_following`. */
const followedBy = (viewerId: string) => and(eq(remoteFollowing.memberId, viewerId), eq(remoteFollowing.state, 'accepted'));

/** What any feed entry's note must be: not of a suspended server, nor with one of the viewer's muted words. */
const shownInFeedOf = (viewerId: string) =>
  and(not(hostUnderPolicy(remoteActors.host, ['suspend'])), textsNotMutedBy(viewerId, [remoteNoteWords, remotePosts.summary]));

/**
 * Whether the viewer's feed holds the shared note already: its author is followed (the note is
 * there itself), or another followed account shared it earlier. A note then shows once, at its
 * first share, and the rule does not depend on the page, so paging never brings it twice.
 */
const inFeedOtherwise = (viewerId: string) => sql`(
  (${remotePosts.inReplyToUri} is null and exists (
    select 1 from ${remoteFollowing} author_follow
    where author_follow.member_id = ${viewerId} and author_follow.state = 'accepted' and author_follow.remote_actor_id = ${remotePosts.remoteActorId}))
  or exists (
    select 1 from ${remoteShares} earlier
    join ${remoteFollowing} earlier_follow on earlier_follow.remote_actor_id = earlier.remote_actor_id
    where earlier_follow.member_id = ${viewerId} and earlier_follow.state = 'accepted' and earlier.remote_post_id = ${remoteShares.remotePostId}
      and (earlier.published_at, earlier.id) < (${remoteShares.publishedAt}, ${remoteShares.id})))`;

/** Rows older than the window's cursor and not older than its end. */
const inWindow = (timestamp: AnyColumn, id: AnyColumn, { after, until }: FeedWindow) =>
  and(olderThan(timestamp, id, after), until && sql`(${timestamp}, ${id}) >= (${until[0]}::timestamptz, ${until[1]}::uuid)`);

/** The remote actors with this URI: at most one, as a subquery. */
const actorNamed = (db: Db, actorUri: string) =>
  db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));

/**
 * Notes of remote accounts (table `remote_posts`). Every change names the remote actor whose
 * signed activity asks for it, and touches only that actor's notes.
 */
export class RemotePosts {
  constructor(
    private readonly db: Db,
    /** Signs the links of notes' pictures for the pages that show them. */
    private readonly sign: SignMediaPath,
  ) {}

  /** Keeps the note; the same note again (a replayed Create) keeps the first row. The new row's id, or nothing for a replay. */
  async add(remoteActorId: string, note: StoredRemoteNote): Promise<string | undefined> {
    const [added] = await this.db
      .insert(remotePosts)
      .values({ ...note, remoteActorId })
      .onConflictDoNothing({ target: remotePosts.uri })
      .returning({ id: remotePosts.id });
    return added?.id;
  }

  /** The id of the actor's note, kept first when new (a shared note may be here already); nothing when its URI is another actor's note. */
  async keep(remoteActorId: string, note: StoredRemoteNote): Promise<string | undefined> {
    const added = await this.add(remoteActorId, note);
    if (added) return added;
    const [kept] = await this.db
      .select({ id: remotePosts.id })
      .from(remotePosts)
      .where(and(eq(remotePosts.uri, note.uri), eq(remotePosts.remoteActorId, remoteActorId)));
    return kept?.id;
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
   * The home feed's notes of other servers (docs/federation.md, "The home feed"), newest first
   * within the window: the notes the viewer's accepted follows published to them (public, unlisted
   * or followers-only; not replies), and the public and unlisted notes those accounts shared, at
   * the time of the share. A suspended server's notes and shares are not shown; a silenced one's
   * still reach its followers, as on Mastodon. A note with one of the viewer's muted words or
   * hashtags, in its text or its content warning, is left out as a member's post would be, and a
   * shared note of an account the viewer blocked too. Both lists share the feed's keyset: the text
   * of a timestamp (one format, so its text order is its time order) and an id.
   */
  readonly feedOf: RemoteFeedSource = async (viewerId, window) => {
    const [notes, shares] = await Promise.all([this.notesFollowed(viewerId, window), this.sharesFollowed(viewerId, window)]);
    return [...notes, ...shares].sort((a, b) => compareKeys(b.keys, a.keys)).slice(0, window.take);
  };

  private async notesFollowed(viewerId: string, window: FeedWindow) {
    const rows = await this.db
      .select(noteColumns(viewerId))
      .from(remoteFollowing)
      .innerJoin(remotePosts, eq(remotePosts.remoteActorId, remoteFollowing.remoteActorId))
      .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowing.remoteActorId))
      .where(
        and(
          followedBy(viewerId),
          isNull(remotePosts.inReplyToUri),
          inArray(remotePosts.audience, ['public', 'unlisted', 'followers']),
          shownInFeedOf(viewerId),
          inWindow(remotePosts.publishedAt, remotePosts.id, window),
        ),
      )
      .orderBy(newestFirst(remotePosts.publishedAt, remotePosts.id))
      .limit(window.take);
    return rows.map((row) => ({ keys: [row.key, row.note.id] as const, note: presentRemoteNote(row, this.sign) }));
  }

  private async sharesFollowed(viewerId: string, window: FeedWindow) {
    const rows = await this.db
      .select({
        ...noteColumns(viewerId),
        key: timestampKey(remoteShares.publishedAt),
        share: { id: remoteShares.id, publishedAt: remoteShares.publishedAt },
        sharer: { id: sharers.id, uri: sharers.uri, handle: sharers.handle, name: sharers.name, iconUrl: sharers.iconUrl },
      })
      .from(remoteFollowing)
      .innerJoin(remoteShares, eq(remoteShares.remoteActorId, remoteFollowing.remoteActorId))
      .innerJoin(sharers, eq(sharers.id, remoteShares.remoteActorId))
      .innerJoin(remotePosts, eq(remotePosts.id, remoteShares.remotePostId))
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(
        and(
          followedBy(viewerId),
          inArray(remotePosts.audience, ['public', 'unlisted']),
          not(hostUnderPolicy(sharers.host, ['suspend'])),
          not(blockedByMember(viewerId, remotePosts.remoteActorId)),
          not(inFeedOtherwise(viewerId)),
          shownInFeedOf(viewerId),
          inWindow(remoteShares.publishedAt, remoteShares.id, window),
        ),
      )
      .orderBy(newestFirst(remoteShares.publishedAt, remoteShares.id))
      .limit(window.take);
    return rows.map(({ share, sharer, ...row }) => ({
      keys: [row.key, share.id] as const,
      note: {
        ...presentRemoteNote(row, this.sign),
        shared: { id: share.id, by: presentRemoteAuthor(sharer), shared_at: share.publishedAt.toISOString() },
      },
    }));
  }

  /**
   * Remote replies to the post, oldest first. Only public and unlisted ones: followers-only notes
   * are not for everyone who sees the post. A limited server's replies are not shown, nor those of
   * an account the viewer blocked.
   */
  async repliesTo(viewerId: string, postId: string, query: { cursor?: string; limit?: number }): Promise<Page<FediverseNote>> {
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
      (row) => presentRemoteNote(row, this.sign),
    );
  }
}
