import { z } from 'zod';
import { personSchema } from './friends.js';
import {
  madeRoomAccessModes,
  roomAccessModes,
  roomKinds,
  roomLimits,
  roomScenes,
  type RoomEmote,
  type RoomReaction,
} from './roomBasics.js';

const roomIdSchema = z.string().uuid({ error: 'id must be a room id' });
const memberIdSchema = z.string().uuid({ error: 'user_id must be a member id' });
export const roomParamsSchema = z.object({ id: roomIdSchema });
export const roomMemberParamsSchema = z.object({ id: roomIdSchema, user_id: memberIdSchema });
export const roomOwnerParamsSchema = z.object({ id: z.string().uuid({ error: 'id must be an id' }) });

const roomNameSchema = z.string().trim().min(1).max(roomLimits.nameMaxLength);
export const roomCreateSchema = z
  .strictObject({
    name: roomNameSchema,
    scene: z.enum(roomScenes),
    access: z.enum(madeRoomAccessModes),
    group_id: z.string().uuid({ error: 'group_id must be a group id' }).optional(),
    invitee_ids: z.array(memberIdSchema).max(roomLimits.invitationsMax).default([]),
  })
  .refine((body) => body.access !== 'group' || body.group_id, { error: 'A group room needs its group_id', path: ['group_id'] });
export type RoomCreateBody = z.input<typeof roomCreateSchema>;
export const roomUpdateSchema = z.strictObject({ name: roomNameSchema.optional(), scene: z.enum(roomScenes).optional() });
export const roomMoveSchema = z.strictObject({ x: z.number().min(-50).max(50), z: z.number().min(-50).max(50) });

/** A person in a room, as the room's page shows them. */
const roomPersonSchema = personSchema.extend({
  /** Their current avatar's GLB, or null: the page then draws the default avatar. */
  avatar_url: z.string().nullable(),
});
export type RoomPerson = z.infer<typeof roomPersonSchema>;

export const roomSchema = z.object({
  id: z.string(),
  kind: z.enum(roomKinds),
  name: z.string(),
  scene: z.enum(roomScenes),
  access: z.enum(roomAccessModes),
  /** Who hosts it; a group's room is hosted by the group's admins (null here). */
  host: personSchema.nullable(),
  /** The realtime channel of the room: poses, voice, emotes and chat. */
  channel: z.string(),
  group_id: z.string().nullable(),
  event_id: z.string().nullable(),
  /** Who is inside now (the service's presence). */
  people: z.array(roomPersonSchema),
  /** The viewer hosts it: mutes, moves and removes. */
  is_host: z.boolean(),
  created_at: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/** What entering answers: the room, and who the viewer is in it. */
export const roomEntrySchema = z.object({ room: roomSchema, me: roomPersonSchema });
export type RoomEntry = z.infer<typeof roomEntrySchema>;

export const roomListSchema = z.object({ items: z.array(roomSchema) });

/**
 * What travels in a room's channel as messages. The service itself announces who comes, goes and
 * what the host does; members send emotes, reactions, voice signalling (to one person) and chat
 * (the conversation model's messages, which carry no `room` field).
 */
export type RoomMessage =
  | { room: 'joined'; person: RoomPerson }
  | { room: 'left'; member_id: string }
  | { room: 'removed'; member_id: string }
  | { room: 'host-muted'; member_id: string }
  | { room: 'moved'; member_id: string; x: number; z: number }
  | { room: 'emote'; emote: RoomEmote }
  | { room: 'reaction'; reaction: RoomReaction }
  | { room: 'voice'; to: string; description: { type: 'offer' | 'answer'; sdp: string } };

export const isRoomMessage = (value: unknown): value is RoomMessage =>
  typeof value === 'object' && value !== null && typeof (value as { room?: unknown }).room === 'string';

/** What only the server says in a room: a member's page ignores these from anyone else. */
export const serverRoomNews: ReadonlySet<RoomMessage['room']> = new Set(['joined', 'left', 'removed', 'host-muted', 'moved']);
