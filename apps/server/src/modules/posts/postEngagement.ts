import type { ReactionSummary } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { polls } from '../../db/schema/posts.js';
import { commentsCountOf } from './comments.js';
import { savedBy } from './favourites.js';
import { reactionKindsOf, reactionSummary, type ReactionRow } from './reactions.js';

export interface PostEngagement {
  reactions: ReactionSummary;
  commentsCount: number;
  saved: boolean;
  hasPoll: boolean;
}

/**
 * What the viewer sees around each post (reactions with their own, the comments they are shown,
 * whether they saved it, whether it holds a poll), for a page of posts in one round trip.
 */
export async function engagementOf(db: Db, viewerId: string, postIds: string[]): Promise<Map<string, PostEngagement>> {
  if (postIds.length === 0) return new Map();
  const post = sql`post.id`;
  // A plain statement: a select over no table would print its columns without their tables.
  const { rows } = await db.execute<{
    post_id: string;
    reactions: ReactionRow[];
    comments_count: number;
    saved: boolean;
    has_poll: boolean;
  }>(
    sql`select post.id as post_id, ${reactionKindsOf(viewerId, post)} as reactions, ${commentsCountOf(viewerId, post)} as comments_count,
      ${savedBy(viewerId, post)} as saved, exists (select 1 from ${polls} where ${polls.postId} = ${post}) as has_poll
      from unnest(${sql.param(postIds)}::uuid[]) as post(id)`,
  );
  return new Map(
    rows.map((row) => [
      row.post_id,
      { reactions: reactionSummary(row.reactions), commentsCount: row.comments_count, saved: row.saved, hasPoll: row.has_poll },
    ]),
  );
}
