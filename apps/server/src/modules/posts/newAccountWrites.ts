import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postMentions, posts } from '../../db/schema/posts.js';
import type { NewAccountLimits } from '../instance/index.js';
import type { PostTags } from './postTags.js';
import { mentionsOf } from './textTags.js';

/** A new account's posts and mentions of the last hour, held to the instance's caps before a post is written. */
export async function assertNewAccountMayPost(
  db: Db,
  deps: { newAccounts: Pick<NewAccountLimits, 'assertWithin'>; tags: Pick<PostTags, 'membersNamed'> },
  authorId: string,
  text: string,
): Promise<void> {
  await deps.newAccounts.assertWithin(authorId, 'posts', 1, async (since) => {
    const [row] = await db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.authorId, authorId), gte(posts.createdAt, since)));
    return row?.n ?? 0;
  });
  const mentioned = await deps.tags.membersNamed(db, mentionsOf(text));
  await deps.newAccounts.assertWithin(authorId, 'mentions', mentioned.length, async (since) => {
    const [row] = await db
      .select({ n: count() })
      .from(postMentions)
      .innerJoin(posts, eq(posts.id, postMentions.postId))
      .where(and(eq(posts.authorId, authorId), gte(posts.createdAt, since)));
    return row?.n ?? 0;
  });
}
