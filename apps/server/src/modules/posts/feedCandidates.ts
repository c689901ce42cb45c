import { sql, type SQL } from 'drizzle-orm';
import { newestFirst, olderThan } from '../../db/keyset.js';
import { posts } from '../../db/schema/posts.js';
import { notMutedBy } from './listedPosts.js';

/** An author of the viewer's feed, with what they show the viewer: 0 everything (the viewer), 1 public and friends-only, 2 public. */
export interface FeedAuthor {
  id: string;
  reach: 0 | 1 | 2;
}

/**
 * Ids and keys of the newest posts of these authors after the cursor that the viewer did not mute or
 * hide: each author's newest come from their index (`posts_author_created_idx`, in its order, nulls
 * last), and only a page's worth of each is merged.
 */
export function authorsNewest(viewerId: string, authors: FeedAuthor[], keys: readonly [string, string] | undefined, take: number): SQL {
  const older = olderThan(posts.createdAt, posts.id, keys) ?? sql`true`;
  return sql`select newest.id, newest.created_at from unnest(${sql.param(authors.map((author) => author.id))}::uuid[], ${sql.param(authors.map((author) => author.reach))}::int[]) as author(id, reach)
    cross join lateral (select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = author.id and ${posts.deletedAt} is null and ${older} and ${notMutedBy(viewerId)}
        and (author.reach = 0 or ${posts.visibility} = 'public' or (author.reach = 1 and ${posts.visibility} = 'friends'))
      order by ${newestFirst(posts.createdAt, posts.id)} limit ${take}) newest
    order by newest.created_at desc, newest.id desc limit ${take}`;
}
