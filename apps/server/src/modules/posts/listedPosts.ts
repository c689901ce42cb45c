import { and, type SQL, type SQLWrapper } from 'drizzle-orm';
import { posts } from '../../db/schema/posts.js';
import { postNotMutedBy } from '../muting/index.js';
import { visibleTo } from './policies.js';

/** What the viewer muted or hid stays out of the row (`postNotMutedBy`), for queries on `posts` alone. */
export const notMutedBy = (viewerId: string | SQLWrapper): SQL =>
  postNotMutedBy(viewerId, { id: posts.id, authorId: posts.authorId, texts: [posts.text, posts.contentWarning] });

/**
 * The posts a viewer's lists show (the feed, hashtag pages, search): those `visibleTo` them that
 * they did not hide, mute the author of, or mute a word of. A profile reached directly uses `visibleTo` alone.
 */
export const listedTo = (viewerId: string | SQLWrapper): SQL => and(visibleTo(viewerId), notMutedBy(viewerId))!;
