import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.js';
import { postHashtags, postMentions } from '../../db/schema/posts.js';
import { members, notLeaving } from '../users/index.js';
import { hashtagsOf, mentionsOf } from './textTags.js';

/** The hashtags and mentions of posts, kept in their tables whenever a text is written or edited. */
export class PostTags {
  /**
   * Replaces the post's hashtags and mentions by those of its text; answers the members
   * mentioned now who were not before (whom the post's notices tell).
   */
  async save(tx: Transaction, postId: string, text: string): Promise<string[]> {
    const tags = hashtagsOf(text);
    await tx.delete(postHashtags).where(and(eq(postHashtags.postId, postId), tags.length ? notInArray(postHashtags.tag, tags) : undefined));
    if (tags.length)
      await tx
        .insert(postHashtags)
        .values(tags.map((tag) => ({ postId, tag })))
        .onConflictDoNothing();

    const mentioned = await this.membersNamed(tx, mentionsOf(text));
    await tx
      .delete(postMentions)
      .where(and(eq(postMentions.postId, postId), mentioned.length ? notInArray(postMentions.memberId, mentioned) : undefined));
    if (mentioned.length === 0) return [];
    const added = await tx
      .insert(postMentions)
      .values(mentioned.map((memberId) => ({ postId, memberId })))
      .onConflictDoNothing()
      .returning({ memberId: postMentions.memberId });
    return added.map((row) => row.memberId);
  }

  /** The members with these usernames (any case) who have not left. */
  async membersNamed(db: Db | Transaction, usernames: string[]): Promise<string[]> {
    return (await namedMembers(db, usernames)).map((member) => member.id);
  }
}

/** The members with these usernames (any case) who have not left, with their usernames as stored. */
export async function namedMembers(db: Db | Transaction, usernames: string[]): Promise<Array<{ id: string; username: string }>> {
  if (usernames.length === 0) return [];
  return db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(inArray(sql`lower(${members.username})`, usernames), notLeaving()));
}
