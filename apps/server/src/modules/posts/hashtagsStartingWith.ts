import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postHashtags, posts } from '../../db/schema/posts.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';

/** A LIKE pattern matching texts that start with `prefix`, its `\`, `%` and `_` taken literally. */
const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The query of the hashtags starting with `prefix`, most used first, counting only the posts the
 * viewer may see. The start is found through `post_hashtags_tag_pattern_idx` (`text_pattern_ops`),
 * whatever the database's collation (hashtagsStartingWith.test.ts shows the plan).
 */
export function hashtagsStartingWith(db: Db, viewerId: string, prefix: string, limit: number) {
  const postsCount = count();
  return db
    .select({ tag: postHashtags.tag, postsCount })
    .from(postHashtags)
    .innerJoin(posts, eq(posts.id, postHashtags.postId))
    .innerJoin(members, eq(members.id, posts.authorId))
    .where(and(sql`${postHashtags.tag} like ${startingWith(prefix)}`, visibleTo(viewerId)))
    .groupBy(postHashtags.tag)
    .orderBy(desc(postsCount), postHashtags.tag)
    .limit(limit);
}
