import { z } from 'zod';
import { pageQuerySchema } from './api.js';
import { limits } from './limits.js';
import { friendSchema } from './social.js';

/** A member's id in a path or body: anything but a UUID answers 422 before any lookup. */
const memberIdSchema = z.string().uuid({ error: 'user_id must be a member id' });

export const memberParamsSchema = z.object({ user_id: memberIdSchema });

/** `GET /api/friends` and `GET /api/people`: a cursor page, optionally narrowed by a search text. */
export const searchPageQuerySchema = pageQuerySchema.extend({
  /** Matches full name, nickname or username, ignoring case and accents; empty means everyone. */
  search_query: z.string().trim().max(limits.searchQueryMaxLength).optional().default(''),
});

export const friendRequestBodySchema = z.object({
  /** The member asked to become a friend. */
  user_id: memberIdSchema,
});

const friendRequestDirections = ['incoming', 'outgoing'] as const;
export const friendRequestsQuerySchema = pageQuerySchema.extend({
  /** `incoming`: requests others sent to me; `outgoing`: requests I sent. */
  direction: z.enum(friendRequestDirections).default('incoming'),
});

export const suggestionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.suggestionsMax).default(limits.suggestionsDefault),
});

/** A member as other members see them; presence is shown to friends only (the friends list). */
export const personSchema = friendSchema.omit({ status: true });
export type Person = z.infer<typeof personSchema>;

const friendshipStates = ['none', 'friends', 'request_sent', 'request_received'] as const;
export type FriendshipState = (typeof friendshipStates)[number];

/** How the viewer stands to another member. */
export const relationSchema = z.object({
  friendship: z.enum(friendshipStates),
  /** The viewer follows them. */
  following: z.boolean(),
  /** They follow the viewer. */
  follows_you: z.boolean(),
  /** The viewer blocks them. */
  blocked: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

export const personWithRelationSchema = personSchema.extend({ relation: relationSchema });
export type PersonWithRelation = z.infer<typeof personWithRelationSchema>;

/** What a graph action answers: the member acted on and how the viewer now stands to them. */
export const relationChangeSchema = z.object({ user_id: z.string(), relation: relationSchema });
export type RelationChange = z.infer<typeof relationChangeSchema>;

export const friendRequestSchema = z.object({
  /** The other member: the sender of an incoming request, the addressee of an outgoing one. */
  user: personSchema,
  created_at: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const suggestionSchema = personWithRelationSchema.extend({
  /** Friends the viewer and the suggested member have in common. */
  mutual_friends: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const blockedMemberSchema = z.object({ user: personSchema, created_at: z.string() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
