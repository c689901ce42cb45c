import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newestFirst } from '../../db/keyset.js';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import { graphConditions } from '../friends/index.js';
import { members, presentMember } from '../users/index.js';
import { visibleTo } from './policies.js';

const recipients = alias(members, 'recipient');

/**
 * Which of the posts `where` picks reach which members besides their author: the author's friends
 * and followers who may see them. The post's own policy decides, in its SQL form: friends-only
 * never reaches a follower who is not a friend, only-me reaches the author alone, a block stops it
 * either way. Each row holds the recipient, the post and its `created_at` (the feed's key).
 */
const reaching = (db: Db, where: SQL) =>
  db
    .select({ memberId: recipients.id, createdAt: posts.createdAt, postId: posts.id })
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .innerJoin(recipients, inArray(recipients.id, graphConditions.audience(posts.authorId)))
    .where(and(where, ne(recipients.id, posts.authorId), presentMember(recipients), visibleTo(recipients.id)));

/** The members whose feed a post reaches now. One query. */
export const postAudience = (db: Db, postId: string) => reaching(db, eq(posts.id, postId));

/** The newest `length` posts of an author that reach a member now (who has just followed or befriended them). */
export const newestReaching = (db: Db, memberId: string, authorId: string, length: number) =>
  reaching(db, and(eq(posts.authorId, authorId), eq(recipients.id, memberId))!)
    .orderBy(newestFirst(posts.createdAt, posts.id))
    .limit(length);
