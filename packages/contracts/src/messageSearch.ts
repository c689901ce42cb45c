import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { searchTextSchema } from './search.js';

/** `GET /api/messages/search`: the member's conversations' texts that contain q, newest first. */
export const messageSearchQuerySchema = pageQuerySchema.extend({ q: searchTextSchema });

/** A message that matched: its conversation (a friend's or a group's), when, by whom, and its text as shown now. */
export const messageSearchHitSchema = z.object({
  channel: z.string(),
  /** The friend of a direct conversation; null in a group. */
  friend_id: z.string().nullable(),
  /** The group of a group conversation; null in a direct one. */
  group_id: z.string().nullable(),
  timetoken: z.string(),
  /** The author, or null when it is no member (the service itself). */
  author_id: z.string().nullable(),
  text: z.string(),
});
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>;
