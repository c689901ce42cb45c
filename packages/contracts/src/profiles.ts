import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './api.js';
import { relationSchema, personSchema } from './friends.js';
import { limits } from './limits.js';
import { profilesCopy } from './copy/profiles.js';

/** A username in a profile path: anything no member could hold answers 422 before any lookup. */
export const profileParamsSchema = z.object({
  username: z
    .string()
    .min(1, { error: profilesCopy.invalidUsername })
    .max(limits.usernameMaxLength, { error: profilesCopy.invalidUsername })
    .regex(/^[a-zA-Z0-9_.]+$/, { error: profilesCopy.invalidUsername }),
});

/** The member's profile as the viewer may see it (`GET /api/profiles/{username}`, docs/profiles.md). */
export const profileSchema = personSchema.extend({
  cover_image: z.string().nullable(),
  joined_at: z.string(),
  counts: z.object({
    friends: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    /** Timeline posts the viewer may see. */
    posts: z.number().int(),
  }),
  /** The member's current (default) 3D avatar, when they have one. */
  avatar: z.object({ id: z.string(), glb_url: z.string() }).nullable(),
  /** The viewer's own profile. */
  is_self: z.boolean(),
  /** How the viewer stands to the member (all false and `none` on one's own profile). */
  relation: relationSchema,
  /** The post pinned to the top of the timeline, when the viewer may see it. */
  pinned_post_id: z.string().nullable(),
  /** Whether the viewer may see the member's followers and followings: the member, or anyone for a creator. */
  follows_public: z.boolean(),
  /** Whether the viewer muted the member (false on one's own profile): the viewer's own mute, never anyone else's. */
  muted: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/profiles/{username}/friends`: a page, narrowed by a search of at least a few characters. */
export const profileFriendsQuerySchema = pageQuerySchema.extend({
  search_query: z
    .string()
    .trim()
    .max(limits.searchQueryMaxLength, { error: profilesCopy.searchTooLong })
    .refine((text) => text.length === 0 || text.length >= limits.profileSearchMinLength, { error: profilesCopy.searchTooShort })
    .optional()
    .default(''),
});

/** One of the member's friends, and whether the viewer is their friend too. */
const profileFriendSchema = personSchema.extend({ is_mutual: z.boolean() });
export type ProfileFriend = z.infer<typeof profileFriendSchema>;

export const profileFriendsPageSchema = pageSchema(profileFriendSchema).extend({
  /** Friends the viewer and the member have in common (0 on one's own profile). */
  mutual_count: z.number().int(),
});
