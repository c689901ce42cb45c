import { z } from 'zod';
import { postImageSchema } from './posts.schema.js';

/** What a member did, as their profile's activity feed lists it. */
export const activityKinds = [
  'posted',
  'shared',
  'commented',
  'reacted',
  'befriended',
  'profile_picture',
  'avatar',
  'event_created',
  'event_joined',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

const activityPersonSchema = z.object({ username: z.string(), nickname: z.string() });

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  created_at: z.string(),
  /** The post it is about (posted, shared, commented, reacted): its id and the start of its text. */
  post: z.object({ id: z.string(), excerpt: z.string(), author: activityPersonSchema }).nullable(),
  /** The new friend (befriended). */
  member: activityPersonSchema.nullable(),
  /** The event (event_created, event_joined). */
  event_id: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** One picture of the member's gallery, with the post it belongs to. */
export const galleryImageSchema = postImageSchema.extend({
  post_id: z.string(),
  created_at: z.string(),
  /** Its post's pictures are marked sensitive: shown blurred until revealed, as on the post. */
  sensitive: z.boolean(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const profileUsernameParamsSchema = z.object({ username: z.string().min(1).max(64) });
