import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { comments, posts } from '../../db/schema/posts.js';
import { members } from '../users/index.js';
import { commentShownTo } from './comments.js';
import { visibleTo } from './policies.js';

/**
 * What a notification about a post quotes, as a column of the notifications list: the comment's
 * text when it is about one and the member may see it (not by a deactivated member, no block
 * either way), else the post's when the member may see it (`visibleTo`). A hidden comment quotes
 * nothing rather than its post.
 */
export const notificationExcerptShownTo = (viewerId: string, postId: AnyColumn, commentId: AnyColumn): SQL<string | null> => sql<
  string | null
>`case when ${commentId} is null
  then (select ${posts.text} from ${posts} inner join ${members} on ${members.id} = ${posts.authorId} where ${posts.id} = ${postId} and ${visibleTo(viewerId)})
  else (select ${comments.text} from ${comments} inner join ${members} on ${members.id} = ${comments.authorId} where ${comments.id} = ${commentId} and ${commentShownTo(viewerId)})
end`;
