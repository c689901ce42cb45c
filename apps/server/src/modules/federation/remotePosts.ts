import type { Page } from '@meshwork/contracts';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newerThan, timestampKey } from '../../db/keyset.js';
import { remoteActors, remotePosts, remoteReactions } from '../../db/schema/federation.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { hostMediaRejected, hostUnderPolicy } from './domains/domainPolicies.js';
import type { RemoteNote } from './inbox/remoteNotes.js';

/** A stored remote note with the local post it answers, if any. */
export type StoredRemoteNote = RemoteNote & { inReplyToPostId: string | null };

/** A remote reply to one of our posts, with its author, as the post page shows it; its server's media may be refused. */
export interface RemoteReply {
  note: typeof remotePosts.$inferSelect;
  author: Pick<typeof remoteActors.$inferSelect, 'uri' | 'handle' | 'name' | 'iconUrl'>;
  mediaRejected: boolean;
}

/** The remote actors with this URI: at most one, as a subquery. */
const actorNamed = (db: Db, actorUri: string) =>
  db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, actorUri));

/**
 * Notes of remote accounts (table `remote_posts`). Every change names the remote actor whose
 * signed activity asks for it, and touches only that actor's notes.
 */
export class RemotePosts {
  constructor(private readonly db: Db) {}

  /** Keeps the note; the same note again (a replayed Create) keeps the first row. */
  async add(remoteActorId: string, note: StoredRemoteNote): Promise<void> {
    await this.db
      .insert(remotePosts)
      .values({ ...note, remoteActorId })
      .onConflictDoNothing({ target: remotePosts.uri });
  }

  /** Replaces the content of the actor's own note, marking it edited; a note of another actor or unknown is left alone. */
  async edit(actorUri: string, note: StoredRemoteNote): Promise<void> {
    const { uri, publishedAt: _published, ...changed } = note;
    await this.db
      .update(remotePosts)
      .set({ ...changed, editedAt: sql`now()` })
      .where(and(eq(remotePosts.uri, uri), inArray(remotePosts.remoteActorId, actorNamed(this.db, actorUri))));
  }

  /** Removes the actor's own note. */
  async remove(actorUri: string, noteUri: string): Promise<void> {
    await this.db
      .delete(remotePosts)
      .where(and(eq(remotePosts.uri, noteUri), inArray(remotePosts.remoteActorId, actorNamed(this.db, actorUri))));
  }

  /** Removes everything a deleted remote account left here: its notes and its likes and shares. */
  async removeAllOf(actorUri: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(remotePosts).where(inArray(remotePosts.remoteActorId, actorNamed(this.db, actorUri)));
      await tx.delete(remoteReactions).where(inArray(remoteReactions.remoteActorId, actorNamed(this.db, actorUri)));
    });
  }

  /**
   * Remote replies to the post, oldest first. Only public and unlisted ones: followers-only notes
   * are not for everyone who sees the post. A limited server's replies are not shown.
   */
  async repliesTo(postId: string, query: { cursor?: string; limit?: number }): Promise<Page<RemoteReply>> {
    const limit = pageSize(query.limit);
    const rows = await this.db
      .select({
        note: remotePosts,
        author: { uri: remoteActors.uri, handle: remoteActors.handle, name: remoteActors.name, iconUrl: remoteActors.iconUrl },
        key: timestampKey(remotePosts.publishedAt),
        mediaRejected: hostMediaRejected(remoteActors.host).mapWith(Boolean),
      })
      .from(remotePosts)
      .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
      .where(
        and(
          eq(remotePosts.inReplyToPostId, postId),
          inArray(remotePosts.audience, ['public', 'unlisted']),
          not(hostUnderPolicy(remoteActors.host, ['silence'])),
          newerThan(remotePosts.publishedAt, remotePosts.id, decodeCursor(query.cursor, timestampAndId)),
        ),
      )
      .orderBy(asc(remotePosts.publishedAt), asc(remotePosts.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.key, row.note.id],
      ({ note, author, mediaRejected }) => ({ note, author, mediaRejected }),
    );
  }
}
