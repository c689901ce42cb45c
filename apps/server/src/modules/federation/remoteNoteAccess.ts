import { fediverseCopy } from '@meshwork/contracts';
import { and, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors, remoteFollowing, remotePosts } from '../../db/schema/federation.js';
import { notFound } from '../../http/errors.js';
import { hostUnderPolicy } from './domains/domainPolicies.js';
import { blockedByMember } from './remoteBlocks.js';

/**
 * The remote note with its author, when the member may see it: public or unlisted, or
 * followers-only from an account they follow with an accepted follow; never a suspended server's,
 * nor one of an account the member blocked. Else nothing, as for a note that is not here.
 */
export async function noteVisibleTo(db: Db, memberId: string, noteId: string) {
  const followsAuthor = exists(
    db
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
  const [found] = await db
    .select({ note: { id: remotePosts.id, uri: remotePosts.uri }, author: remoteActors })
    .from(remotePosts)
    .innerJoin(remoteActors, eq(remoteActors.id, remotePosts.remoteActorId))
    .where(
      and(
        eq(remotePosts.id, noteId),
        not(hostUnderPolicy(remoteActors.host, ['suspend'])),
        not(blockedByMember(memberId, remotePosts.remoteActorId)),
        or(inArray(remotePosts.audience, ['public', 'unlisted']), and(eq(remotePosts.audience, 'followers'), followsAuthor)),
      ),
    );
  return found;
}

/** The remote note with its author, when the member may see it (`noteVisibleTo`); else 404 `note_not_found`. */
export async function visibleNote(db: Db, memberId: string, noteId: string) {
  const found = await noteVisibleTo(db, memberId, noteId);
  if (!found) throw notFound('note_not_found', fediverseCopy.noteNotFound);
  return found;
}
