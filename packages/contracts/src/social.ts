import { z } from 'zod';
import { presenceStatusSchema } from './auth.js';

export const friendSchema = z.object({
  user_id: z.string(),
  fullname: z.string(),
  nickname: z.string(),
  username: z.string(),
  user_image: z.string().nullable(),
  colour: z.string(),
  status: presenceStatusSchema,
});
export type Friend = z.infer<typeof friendSchema>;

/** The newsfeed payload (§3); posts arrive with the newsfeed issue. */
export const socialFeedSchema = z.object({
  friends: z.array(friendSchema),
  friends_count: z.number().int(),
  followings_count: z.number().int(),
  followers_count: z.number().int(),
});
export type SocialFeed = z.infer<typeof socialFeedSchema>;

export const notificationTypeSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationTypes: NotificationType[] = [
  { key: 'friend_request', title: 'Friend requests', description: 'Someone asks to be your friend' },
  { key: 'friend_accept', title: 'Accepted requests', description: 'Someone accepts your friend request' },
  { key: 'follow', title: 'New followers', description: 'Someone starts following you' },
  { key: 'comment', title: 'Comments', description: 'Someone comments on your post' },
  { key: 'reaction', title: 'Reactions', description: 'Someone reacts to your post' },
  { key: 'message', title: 'Messages', description: 'Someone sends you a message' },
];
