import { z } from 'zod';
import { pageSchema } from './api.js';
import { fediverseNoteSchema } from './fediverse.js';
import { postSchema } from './posts.schema.js';
import { friendSchema } from './social.js';

/**
 * Posts of accounts on other servers that the member follows, falling within the page's span of
 * time: the page shows them among its posts, newest first (docs/federation.md, "The home feed").
 */
const remotePostsSchema = z.array(fediverseNoteSchema);

/** A page of the newsfeed: the members' posts and, among them, those of followed accounts of other servers. */
export const feedPageSchema = pageSchema(postSchema).extend({ remote_posts: remotePostsSchema });
export type FeedPage = z.infer<typeof feedPageSchema>;

/** The newsfeed payload (§3) with the first page of the feed; later pages from `GET /social/feed?cursor=`. */
export const socialFeedSchema = z.object({
  friends: z.array(friendSchema),
  friends_count: z.number().int(),
  followings_count: z.number().int(),
  followers_count: z.number().int(),
  posts: z.array(postSchema),
  remote_posts: remotePostsSchema,
  next_cursor: z.string().nullable(),
});
export type SocialFeed = z.infer<typeof socialFeedSchema>;
