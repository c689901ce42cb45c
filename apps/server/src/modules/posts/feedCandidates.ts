import { sql, type SQL } from 'drizzle-orm';
import { olderThan } from '../../db/keyset.js';
import { homeTimelines, posts } from '../../db/schema/posts.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';

/** An author of the viewer's feed, with what they show the viewer: 0 everything (the viewer), 1 public and friends-only, 2 public. */
export interface FeedAuthor {
  id: string;
  reach: 0 | 1 | 2;
}

/**
 * Ids and keys of the newest posts of these authors after the cursor: each author's newest come
 * from their index (`posts_author_created_idx`), and only a page's worth of each is merged.
 */
export function authorsNewest(authors: FeedAuthor[], keys: string[] | undefined, take: number): SQL {
  const older = olderThan(posts.createdAt, posts.id, keys) ?? sql`true`;
  return sql`select newest.id, newest.created_at from unnest(${sql.param(authors.map((author) => author.id))}::uuid[], ${sql.param(authors.map((author) => author.reach))}::int[]) as author(id, reach)
    cross join lateral (select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = author.id and ${posts.deletedAt} is null and ${older}
        and (author.reach = 0 or ${posts.visibility} = 'public' or (author.reach = 1 and ${posts.visibility} = 'friends'))
      order by ${posts.createdAt} desc, ${posts.id} desc limit ${take}) newest
    order by newest.created_at desc, newest.id desc limit ${take}`;
}

const shownAt: Record<FeedAuthor['reach'], SQL> = {
  0: sql`true`,
  1: sql`${posts.visibility} in ('public', 'friends')`,
  2: sql`${posts.visibility} = 'public'`,
};

/**
 * `authorsNewest` for a few authors (the viewer and the wide authors of their circle): one
 * subquery per author, so that the planner knows each author and walks a prolific one's index
 * newest first, stopping after a page's worth, where a lateral join planned for the average
 * author would sort all of their posts.
 */
export function fewAuthorsNewest(authors: FeedAuthor[], keys: string[] | undefined, take: number): SQL {
  const older = olderThan(posts.createdAt, posts.id, keys) ?? sql`true`;
  const each = authors.map(
    (author) => sql`(select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = ${author.id} and ${posts.deletedAt} is null and ${older} and ${shownAt[author.reach]}
      order by ${posts.createdAt} desc, ${posts.id} desc limit ${take})`,
  );
  return sql`select newest.id, newest.created_at from (${sql.join(each, sql` union all `)}) newest
    order by newest.created_at desc, newest.id desc limit ${take}`;
}

/**
 * Ids and keys of the newest posts in the viewer's home timeline after the cursor, by authors still
 * in their circle and that the viewer may see (the timeline is only an index: the live graph and
 * `visibleTo` decide). The timeline's primary key gives them in order.
 */
export function timelineNewest(viewerId: string, circleIds: string[], keys: string[] | undefined, take: number): SQL {
  const older = olderThan(homeTimelines.createdAt, homeTimelines.postId, keys) ?? sql`true`;
  return sql`select ${posts.id}, ${posts.createdAt} from ${homeTimelines}
    inner join ${posts} on ${posts.id} = ${homeTimelines.postId}
    inner join ${members} on ${members.id} = ${posts.authorId}
    where ${homeTimelines.memberId} = ${viewerId} and ${older}
      and ${posts.authorId} = any(${sql.param(circleIds)}::uuid[]) and ${visibleTo(viewerId)}
    order by ${homeTimelines.createdAt} desc, ${homeTimelines.postId} desc limit ${take}`;
}

/** The newest `take` of both sets, each post once (an author who became wide may be in both). */
export const newestOfBoth = (a: SQL, b: SQL, take: number): SQL =>
  sql`select candidate.id from ((${a}) union (${b})) candidate order by candidate.created_at desc, candidate.id desc limit ${take}`;
