import {
  directChannelOf,
  isMembershipChannel,
  memberIdOfRealtimeUuid,
  presenceChannelSuffix,
  realtimeChannelPrefixes,
  userChannelOf,
} from '@meshwork/contracts';

/** The channel a presence channel (`x-pnpres`) reports on, or the channel itself. */
export function baseChannelOf(channel: string): string {
  return channel.endsWith(presenceChannelSuffix) ? channel.slice(0, -presenceChannelSuffix.length) : channel;
}

export const isPresenceChannel = (channel: string): boolean => channel.endsWith(presenceChannelSuffix);

/**
 * Whether a member may read or write a channel: its direct conversations
 * (`dm.<smaller id>.<larger id>`), the membership channels it may use now (`memberships`: group
 * conversations and rooms, by name), its own user channel and public channels. A presence
 * channel follows its base channel for reading and is never written by clients.
 */
export function mayUseChannel(memberId: string, channel: string, mode: 'read' | 'write', memberships: ReadonlySet<string>): boolean {
  const base = baseChannelOf(channel);
  if (base !== channel && mode === 'write') return false;
  if (base.startsWith(realtimeChannelPrefixes.public)) return base.length > realtimeChannelPrefixes.public.length;
  if (isMembershipChannel(base)) return memberships.has(base);
  if (base === userChannelOf(memberId)) return true;
  if (!base.startsWith(realtimeChannelPrefixes.direct)) return false;
  const pair = base.slice(realtimeChannelPrefixes.direct.length).split('.');
  if (pair.length !== 2) return false;
  const [first, second] = pair as [string, string];
  // The canonical name only: `dm.b.a` is not the conversation of a and b.
  return (first === memberId || second === memberId) && first !== second && directChannelOf(first, second) === base;
}

/** The other member of a direct conversation channel (or its presence channel), else null. */
export function conversationPartnerOf(memberId: string, channel: string): string | null {
  const base = baseChannelOf(channel);
  if (!base.startsWith(realtimeChannelPrefixes.direct)) return null;
  const [first, second] = base.slice(realtimeChannelPrefixes.direct.length).split('.');
  if (first === memberId) return second ?? null;
  return second === memberId ? (first ?? null) : null;
}

/** Whether a channel is a group conversation's or a room's (or its presence channel): membership decides, the product keeps its metadata. */
export const isProductChannel = (channel: string): boolean => isMembershipChannel(baseChannelOf(channel));

/** Message deletion is destructive: a member may only clear its own user channel. */
export function mayDeleteMessages(memberId: string, channel: string): boolean {
  return channel === userChannelOf(memberId);
}

/** Channel groups are namespaced by their owner: `<member id>:<name>`. */
export function mayUseGroup(memberId: string, group: string): boolean {
  return baseChannelOf(group).startsWith(`${memberId}:`);
}

/** Whether a client uuid is the realtime identity of this member. */
export function uuidBelongsTo(uuid: string, memberId: string): boolean {
  return memberIdOfRealtimeUuid(uuid) === memberId;
}
