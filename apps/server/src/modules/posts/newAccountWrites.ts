import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postMentions, posts } from '../../db/schema/posts.js';
import type { NewAccountLimits } from '../instance/index.js';
import type { PostTags } from './postTags.js';
import { mentionsOf } from './textTags.js';

interface NewAccountWriteDeps {
  newAccounts: Pick<NewAccountLimits, 'assertWithin'>;
  tags: Pick<PostTags, 'membersNamed'>;
}

/** A new account's posts and mentions of the last hour, held to the instance's caps before a post is written. */
export async function assertNewAccountMayPost(db: Db, deps: NewAccountWriteDeps, authorId: string, text: string): Promise<void> {
  await deps.newAccounts.assertWithin(authorId, 'posts', 1, async (since) => {
    const [row] = await db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.authorId, authorId), gte(posts.createdAt, since)));
    return row?.n ?? 0;
  });
  await assertNewAccountMayMention(db, deps, authorId, text);
}

/**
 * A new account's mentions of the last hour, counted by when each was added: an edit that names
 * members the post did not name before (whom it notifies) counts them as a new post would.
 */
export async function assertNewAccountMayMention(
  db: Db,
  deps: NewAccountWriteDeps,
  authorId: string,
  text: string,
  editedPostId?: string,
): Promise<void> {
  const named = await deps.tags.membersNamed(db, mentionsOf(text));
  const already =
    editedPostId === undefined || named.length === 0
      ? []
      : await db
          .select({ memberId: postMentions.memberId })
          .from(postMentions)
          .where(and(eq(postMentions.postId, editedPostId), inArray(postMentions.memberId, named)));
  await deps.newAccounts.assertWithin(authorId, 'mentions', named.length - already.length, async (since) => {
    const [row] = await db
      .select({ n: count() })
      .from(postMentions)
      .innerJoin(posts, eq(posts.id, postMentions.postId))
      .where(and(eq(posts.authorId, authorId), gte(postMentions.createdAt, since)));
    return row?.n ?? 0;
  });
}
