import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import { graphConditions } from '../friends/index.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';

const recipients = alias(members, 'recipient');

/**
 * The members whose feed a post reaches now besides its author: the author's friends and followers
 * who may see it. The post's own policy decides, in its SQL form: friends-only never
 * reaches a follower who is not a friend, only-me reaches the author alone, a block stops it either
 * way. One query; each row holds the recipient, the post and its `created_at` (the feed's key).
 */
export const postAudience = (db: Db, postId: string) =>
  db
    .select({ memberId: recipients.id, createdAt: posts.createdAt, postId: posts.id })
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .innerJoin(recipients, inArray(recipients.id, graphConditions.audience(posts.authorId)))
    .where(
      and(
        eq(posts.id, postId),
        ne(recipients.id, posts.authorId),
        sql`${recipients.deleteRequestTimestamp} is null`,
        visibleTo(recipients.id),
      ),
    );
