import { z } from 'zod';
import { personSchema } from './friends.js';

/** Limits of group conversations (ours; the specification leaves them open). */
export const groupLimits = {
  /** Members of one group, its creator included. */
  membersMax: 50,
  /** Friends chosen when a group starts: at least two, so a group is never a direct conversation. */
  startFriendsMin: 2,
  nameMaxLength: 100,
  /** Groups a member may start, and member additions it may make, per minute. */
  changesPerMinute: 10,
  /** The largest image upload before it is resized. */
  imageUploadMaxBytes: 5 * 1024 * 1024,
} as const;

const groupIdSchema = z.string().uuid({ error: 'id must be a group id' });
const memberIdsSchema = z.array(z.string().uuid({ error: 'member_ids must be member ids' }));
const groupNameSchema = z.string().trim().min(1).max(groupLimits.nameMaxLength);

export const groupParamsSchema = z.object({ id: groupIdSchema });
export const groupMemberParamsSchema = z.object({ id: groupIdSchema, user_id: z.string().uuid({ error: 'user_id must be a member id' }) });

export const groupCreateSchema = z.object({
  name: groupNameSchema,
  member_ids: memberIdsSchema.min(groupLimits.startFriendsMin).max(groupLimits.membersMax - 1),
});

export const groupRenameSchema = z.object({ name: groupNameSchema });

export const groupMembersAddSchema = z.object({ member_ids: memberIdsSchema.min(1).max(groupLimits.membersMax - 1) });

const groupRoles = ['admin', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];

const groupMemberSchema = personSchema.extend({ role: z.enum(groupRoles) });

/** A group conversation as its members see it: its realtime channel, its image's address, its members. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  members: z.array(groupMemberSchema),
});
export type Group = z.infer<typeof groupSchema>;

/** What the service publishes in a group conversation when it changes: who did what to whom. */
const groupEventSchema = z.object({
  group_event: z.enum(['created', 'added', 'removed', 'left', 'renamed', 'image']),
  by: z.string(),
  members: z.array(z.string()).optional(),
  name: z.string().optional(),
  /** The nicknames of the members who leave with this event, as they were: they may no longer be in the group. */
  names: z.record(z.string(), z.string()).optional(),
});
export type GroupEvent = z.infer<typeof groupEventSchema>;

export const isGroupEvent = (value: unknown): value is GroupEvent => groupEventSchema.safeParse(value).success;
