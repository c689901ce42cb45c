import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { remoteAuthorSchema } from './fediverse.js';
import { personSchema } from './friends.js';
import { notificationKinds } from './notifications.js';

const notificationKindSchema = z.enum(notificationKinds);

/** A kind of notification as the settings list it (the type is `NotificationType`). */
export const notificationTypeSchema = z.object({
  key: notificationKindSchema,
  title: z.string(),
  description: z.string(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationKindSchema,
  /** The member whose action caused the notification; null when an account of another server did. */
  actor: personSchema.nullable(),
  /** The account of another server whose action caused it (a like, a share, a reply, a follow); null for a member's. */
  remote_actor: remoteAuthorSchema.nullable(),
  read: z.boolean(),
  /** What it is about, when that is not the actor (an event, a group's conversation). */
  subject_id: z.string().nullable(),
  /** The subject's name (the event's title, the group's name) while the member may see it; null otherwise. */
  subject_name: z.string().nullable(),
  /** The post it is about (comments, replies, reactions, mentions, shares, timeline posts, polls); its link. */
  post_id: z.string().nullable(),
  /** The comment it is about (comments, replies, mentions in comments); the link's anchor. */
  comment_id: z.string().nullable(),
  /** How many mentions it stands for when the sender's went past their budget and add up in this one; null otherwise. */
  aggregated_count: z.number().int().nullable(),
  /**
   * The first words of the comment (or, without one, the post, or the message) it is about, as plain text on one
   * line, at most `limits.notificationExcerptMaxLength` characters and "…"; null when there is no
   * text, or it was deleted or is no longer shown to the member.
   */
  excerpt: z.string().nullable(),
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
