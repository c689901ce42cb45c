/**
 * The realtime service's naming scheme and limits, shared by the server and the web app.
 * A client's `uuid` is its member id plus a fixed suffix; channels are named after who may use them.
 */
const realtimeUuidSuffix = '-rt';

/** The realtime identity of the server itself, as the publisher of product events: no member's uuid has this form. */
export const serverRealtimeUuid = 'meshwork-server';

export const realtimeUuidOf = (memberId: string): string => `${memberId}${realtimeUuidSuffix}`;

/** The member behind a realtime uuid, or null when the uuid is not of that form. */
export function memberIdOfRealtimeUuid(uuid: string): string | null {
  return uuid.endsWith(realtimeUuidSuffix) && uuid.length > realtimeUuidSuffix.length ? uuid.slice(0, -realtimeUuidSuffix.length) : null;
}

export const realtimeChannelPrefixes = { direct: 'dm.', group: 'group.', room: 'room.', user: 'user.', public: 'public.' } as const;

/** The conversation of two members: `dm.<smaller id>.<larger id>`, whoever asks. */
export function directChannelOf(memberId: string, otherMemberId: string): string {
  const [first, second] = [memberId, otherMemberId].sort();
  return `${realtimeChannelPrefixes.direct}${first}.${second}`;
}

/** The two members of a direct conversation channel, or null when it is none. */
export function directMembersOfChannel(channel: string): [string, string] | null {
  if (!channel.startsWith(realtimeChannelPrefixes.direct)) return null;
  const pair = channel.slice(realtimeChannelPrefixes.direct.length).split('.');
  if (pair.length !== 2 || !pair[0] || !pair[1] || pair[0] === pair[1]) return null;
  return directChannelOf(pair[0], pair[1]) === channel ? [pair[0], pair[1]] : null;
}

/** A group conversation: `group.<group id>`, open to the group's current members only. */
export const groupChannelOf = (groupId: string): string => `${realtimeChannelPrefixes.group}${groupId}`;

/** The group of a group conversation channel, or null. */
export const groupIdOfChannel = (channel: string): string | null =>
  channel.startsWith(realtimeChannelPrefixes.group) && channel.length > realtimeChannelPrefixes.group.length
    ? channel.slice(realtimeChannelPrefixes.group.length)
    : null;

/** A room: `room.<room id>`, open to the members who entered it and may be there (docs/rooms.md). */
export const roomChannelOf = (roomId: string): string => `${realtimeChannelPrefixes.room}${roomId}`;

const isRoomChannel = (channel: string): boolean =>
  channel.startsWith(realtimeChannelPrefixes.room) && channel.length > realtimeChannelPrefixes.room.length;

/** Channels whose readers the product names one by one: group conversations and rooms. */
export const isMembershipChannel = (channel: string): boolean => groupIdOfChannel(channel) !== null || isRoomChannel(channel);

/** In a room everyone inside sees who is there, friends or not: its presence is its readers'. */
export const presenceOpenToReaders = isRoomChannel;

export const userChannelOf = (memberId: string): string => `${realtimeChannelPrefixes.user}${memberId}`;

export const publicChannelOf = (name: string): string => `${realtimeChannelPrefixes.public}${name}`;

/** Presence events of channel `x` travel on `x-pnpres`. */
export const presenceChannelSuffix = '-pnpres';

/** Messaging limits of the specification (§5, §9) and the protocol (§17). */
export const realtimeLimits = {
  historyCountMax: 100,
  /** Fetching several channels, or one with its actions. */
  historyCountMaxMulti: 25,
  actionTypeMaxLength: 15,
  fileListLimit: 100,
  objectListLimit: 100,
  pushChannelsMax: 1000,
  fileUploadTimeoutMs: 300_000,
  /** Publish-file attempts after an upload, unless the client is configured otherwise. */
  fileUploadPublishRetries: 5,
} as const;
