import { groupChannelOf } from '@meshwork/contracts';
import type { RealtimeAccess } from '@meshwork/realtime-server';
import { memberOfFullSession, type SessionStore } from '../auth/index.js';
import type { FriendsPolicies } from '../friends/index.js';
import type { GroupMembership } from '../groups/index.js';
import type { RoomChannels } from '../rooms/index.js';

/**
 * The product's answers to the realtime service, from the same policies its routes ask: a
 * client's `auth` is its session token (a full session only), a member's presence is visible to
 * its friends, a block closes the pair's direct conversation, a group conversation is its current
 * members' only, and a room its visitors' who may be in it.
 */
export function realtimeAccess(
  sessions: SessionStore,
  friends: FriendsPolicies,
  groups: GroupMembership,
  rooms: RoomChannels,
): RealtimeAccess {
  return {
    memberOfAuth: (auth) => memberOfFullSession(sessions, auth),
    presenceVisibleTo: (viewerId) => friends.presenceVisibleTo(viewerId),
    blockedWith: (memberId) => friends.blockedWith(memberId),
    membershipChannelsOf: async (memberId) => {
      const [groupIds, roomChannels] = await Promise.all([groups.groupsOf(memberId), rooms.channelsOf(memberId)]);
      return new Set([...[...groupIds].map(groupChannelOf), ...roomChannels]);
    },
  };
}
