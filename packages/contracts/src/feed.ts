import { z } from 'zod';
import { postSchema } from './posts.schema.js';
import { friendSchema } from './social.js';

/** The newsfeed payload (§3) with the first page of the feed; later pages from `GET /social/feed?cursor=`. */
export const socialFeedSchema = z.object({
  friends: z.array(friendSchema),
  friends_count: z.number().int(),
  followings_count: z.number().int(),
  followers_count: z.number().int(),
  posts: z.array(postSchema),
  next_cursor: z.string().nullable(),
});
export type SocialFeed = z.infer<typeof socialFeedSchema>;
