import { counted } from './copy/plural.js';

// Plain constants and checks of notifications, apart from their zod schemas (notifications.schema.ts).

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
  'moderation',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A kind of notification as the settings list it. */
export interface NotificationType {
  key: NotificationKind;
  title: string;
  description: string;
}

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
  { key: 'moderation', title: 'Moderation', description: 'Moderators decide about your account or what you posted (a mail tells you too)' },
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
  moderation: 'has a decision of the moderators to read',
};

/** How a notification quotes what it is about, after its phrase: "Ava commented on your post: “First lines…”". */
export const quotedExcerpt = (excerpt: string): string => `: “${excerpt}”`;

/** What a notification says about its actor when it can name its subject (a group, an event). */
const namedPhrases: Partial<Record<NotificationKind, (name: string) => string>> = {
  message: (name) => `wrote in ${name}`,
  event_invite: (name) => `invited you to ${name}`,
  event_answer: (name) => `answered the invitation to ${name}`,
  event_reminder: (name) => `hosts ${name}, which starts within the hour`,
};

/**
 * What a notification says about its actor, naming its subject when it can; mentions past the
 * sender's budget add up in one that says how many.
 */
export function notificationPhraseOf({
  type,
  aggregated_count: count,
  subject_name: name,
}: {
  type: NotificationKind;
  aggregated_count: number | null;
  subject_name: string | null;
}): string {
  if (count !== null) return `mentioned you ${count === 1 ? 'once' : counted(count, 'time', 'times')} more`;
  const named = namedPhrases[type];
  return named && name !== null ? named(name) : notificationPhrases[type];
}
