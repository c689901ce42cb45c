/** What rooms are made of, without a schema: the shell's first load names rooms and stays free of zod. */

/** Limits of rooms (ours): how many people a room holds, how many of them speak, how fast poses go. */
export const roomLimits = {
  nameMaxLength: 80,
  /** People in one room at once. */
  peopleMax: 25,
  /** Voices in one room's peer mesh: each speaker sends to every other, so the mesh grows as its square. */
  voicesMax: 8,
  /** Invited people of one room. */
  invitationsMax: 100,
  /** Rooms a member makes (beside their home room). */
  roomsPerMember: 20,
  /** Poses a person sends a second while moving (Hubs sends 12). */
  poseHz: 12,
  /** How far behind now the receiver draws others, to interpolate between two poses (Hubs: 100 ms). */
  interpolationDelayMs: 100,
  /** A member removed by the host may enter again after this long. */
  removalMinutes: 60,
  /** Rooms made and host actions per minute. */
  changesPerMinute: 20,
} as const;

export const roomScenes = ['lounge', 'rooftop', 'park'] as const;
export type RoomScene = (typeof roomScenes)[number];

/**
 * Who may enter: the host's friends, a group's members, the people invited, any member with the
 * link, or (an event's room) whoever may see the event. A member makes rooms of the first four.
 */
export const roomAccessModes = ['friends', 'group', 'invited', 'link', 'event'] as const;
export type RoomAccess = (typeof roomAccessModes)[number];
export const madeRoomAccessModes = ['friends', 'group', 'invited', 'link'] as const;

/** Whose room it is: a member's home, a group's, an event's, or one a member made. */
export const roomKinds = ['home', 'group', 'event', 'made'] as const;

export const roomEmotes = ['wave', 'clap', 'dance', 'thumbs-up'] as const;
export type RoomEmote = (typeof roomEmotes)[number];
export const roomReactions = ['heart', 'laugh', 'wow', 'party'] as const;
export type RoomReaction = (typeof roomReactions)[number];
