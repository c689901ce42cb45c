import type { ReactionSummary } from '@meshwork/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { polls } from '../../db/schema/posts.js';
import { commentsCountOf } from './comments.js';
import type { StoredPostImage } from './presenters.js';
import { savedBy } from './favourites.js';
import { reactionKindsOf, reactionSummary, type ReactionRow } from './reactions.js';

export interface PostEngagement {
  reactions: ReactionSummary;
  commentsCount: number;
  saved: boolean;
  hasPoll: boolean;
}

/** What a page's own statement already read around its posts (the feed's), by post id. */
export interface ReadAround {
  engagement: Map<string, PostEngagement>;
  images: Map<string, StoredPostImage[]>;
}

/**
 * What the viewer sees around a post (reactions with their own, the comments they are shown,
 * whether they saved it, whether it holds a poll), as columns of any statement that holds the post's id.
 */
export const engagementColumns = (viewerId: string | SQLWrapper, post: SQL) => ({
  reactions: reactionKindsOf(viewerId, post),
  commentsCount: commentsCountOf(viewerId, post),
  saved: savedBy(viewerId, post),
  hasPoll: sql<boolean>`exists (select 1 from ${polls} where ${polls.postId} = ${post})`,
});

/** `PostEngagement` from the values of `engagementColumns`. */
export const presentEngagement = (row: {
  reactions: ReactionRow[];
  commentsCount: number;
  saved: boolean;
  hasPoll: boolean;
}): PostEngagement => ({
  reactions: reactionSummary(row.reactions),
  commentsCount: row.commentsCount,
  saved: row.saved,
  hasPoll: row.hasPoll,
});

/** `engagementColumns` for a page of posts, in one round trip. */
export async function engagementOf(db: Db, viewerId: string, postIds: string[]): Promise<Map<string, PostEngagement>> {
  if (postIds.length === 0) return new Map();
  const columns = engagementColumns(viewerId, sql`post.id`);
  // A plain statement: a select over no table would print its columns without their tables.
  const { rows } = await db.execute<{
    post_id: string;
    reactions: ReactionRow[];
    comments_count: number;
    saved: boolean;
    has_poll: boolean;
  }>(
    sql`select post.id as post_id, ${columns.reactions} as reactions, ${columns.commentsCount} as comments_count,
      ${columns.saved} as saved, ${columns.hasPoll} as has_poll
      from unnest(${sql.param(postIds)}::uuid[]) as post(id)`,
  );
  return new Map(
    rows.map((row) => [
      row.post_id,
      presentEngagement({ reactions: row.reactions, commentsCount: row.comments_count, saved: row.saved, hasPoll: row.has_poll }),
    ]),
  );
}
