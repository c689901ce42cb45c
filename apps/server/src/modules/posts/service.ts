import type { NewAccountLimits } from '../instance/index.js';
import type { Db } from '../../db/client.js';
import type { PostImages } from './images.js';
import { outboundPosts, type OutboundPosts } from './outboundPosts.js';
import type { Polls } from './polls.js';
import { presentingPosts } from './postPresentation.js';
import { postReads, type PostReads } from './postReads.js';
import type { PostTags } from './postTags.js';
import { postWrites, type PostEvents, type PostWrites } from './postWrites.js';

/**
 * Posts, as the routes, the other modules and the demo network use them: the reads and the writes
 * in one service, and the posts that may leave the server (`outbound`, for federation).
 */
export type PostsService = PostReads & PostWrites & { outbound: OutboundPosts };

export function createPostsService(
  db: Db,
  deps: { images: PostImages; polls: Polls; tags: PostTags; events: PostEvents; newAccounts: Pick<NewAccountLimits, 'assertWithin'> },
): PostsService {
  const reads = postReads(db, deps.images, presentingPosts(db, deps.images, deps.polls));
  return { ...reads, ...postWrites(db, { ...deps, reads }), outbound: outboundPosts(db, deps.images, deps.polls) };
}
