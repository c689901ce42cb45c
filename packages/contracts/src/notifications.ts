import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { personSchema } from './friends.js';

/** Every kind of notification; a missing preference row means the kind is on. */
export const notificationKinds = [
  'friend_request',
  'friend_accept',
  'follow',
  'comment',
  'reply',
  'reaction',
  'mention',
  'share',
  'timeline_post',
  'poll_ended',
  'message',
  'avatar_change',
  'event_invite',
  'event_answer',
  'event_reminder',
] as const;
const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationTypeSchema = z.object({
  key: notificationKindSchema,
  title: z.string(),
  description: z.string(),
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationTypes: NotificationType[] = [
  { key: 'friend_request', title: 'Friend requests', description: 'Someone asks to be your friend' },
  { key: 'friend_accept', title: 'Accepted requests', description: 'Someone accepts your friend request' },
  { key: 'follow', title: 'New followers', description: 'Someone starts following you' },
  { key: 'comment', title: 'Comments', description: 'Someone comments on your post' },
  { key: 'reply', title: 'Replies', description: 'Someone replies to your comment' },
  { key: 'reaction', title: 'Reactions', description: 'Someone reacts to your post' },
  { key: 'mention', title: 'Mentions', description: 'Someone mentions you in a post or a comment' },
  { key: 'share', title: 'Shares', description: 'Someone shares your post' },
  { key: 'timeline_post', title: 'Timeline posts', description: 'A friend writes on your timeline' },
  { key: 'poll_ended', title: 'Ended polls', description: 'A poll you wrote or voted in has ended' },
  { key: 'message', title: 'Messages', description: 'Someone sends you a message' },
  { key: 'avatar_change', title: 'Avatar changes', description: 'A friend picks a new avatar' },
  { key: 'event_invite', title: 'Event invitations', description: 'A friend invites you to an event' },
  { key: 'event_answer', title: 'Event answers', description: 'Someone answers the invitation to your event' },
  { key: 'event_reminder', title: 'Event reminders', description: 'An event you are going to starts within the hour' },
];

/** What a notification says about its actor, e.g. "Ava sent you a friend request". */
export const notificationPhrases: Record<NotificationKind, string> = {
  friend_request: 'sent you a friend request',
  friend_accept: 'accepted your friend request',
  follow: 'started following you',
  comment: 'commented on your post',
  reply: 'replied to your comment',
  reaction: 'reacted to your post',
  mention: 'mentioned you',
  share: 'shared your post',
  timeline_post: 'wrote on your timeline',
  poll_ended: 'has a poll that just ended',
  message: 'sent you a message',
  avatar_change: 'has a new avatar',
  event_invite: 'invited you to an event',
  event_answer: 'answered the invitation to your event',
  event_reminder: 'hosts an event that starts within the hour',
};

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationKindSchema,
  /** The member whose action caused the notification. */
  actor: personSchema,
  read: z.boolean(),
  /** What it is about, when that is not the actor (an event). */
  subject_id: z.string().nullable(),
  /** The post it is about (comments, replies, reactions, mentions, shares, timeline posts, polls); its link. */
  post_id: z.string().nullable(),
  /** The comment it is about (comments, replies, mentions in comments); the link's anchor. */
  comment_id: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.extend({
  /** `true`: only notifications not yet read. */
  unread: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const notificationParamsSchema = z.object({ id: z.string().uuid({ error: 'id must be a notification id' }) });

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPreferenceSchema = z.object({ type: notificationKindSchema, enabled: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Changes some preferences; a type left out keeps its setting. A disabled type is not created at all. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(notificationKinds.length),
});

/** What the server publishes on a member's user channel when a notification arrives; the web app refetches. */
export interface LiveNotification {
  kind: 'notification';
  id: string;
  type: string;
}

export const isLiveNotification = (message: unknown): message is LiveNotification =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'notification';
