import { avatarsCopy } from '@meshwork/contracts';
import type { AvatarRow } from '../../db/schema/avatars.js';
import type { Policy } from '../../http/authorize.js';
import { notFound } from '../../http/errors.js';
import type { FriendsPolicies } from '../friends/index.js';

export const avatarNotFound = () => notFound('avatar_not_found', avatarsCopy.avatarNotFound);

/** Only its owner chooses, deletes or selects an avatar; to anyone else it does not exist (404). */
export const ownAvatar: Policy<AvatarRow | undefined> = {
  may: (viewerId, avatar) => avatar?.memberId === viewerId,
  refusal: () => avatarNotFound(),
};

/** A member's avatars are seen by the member and by whoever may reach them in the social graph. */
export function viewAvatarsOf(friends: FriendsPolicies): Policy<string> {
  return {
    may: async (viewerId, memberId) => viewerId === memberId || (await friends.interact.may(viewerId, memberId)),
    refusal: (viewerId, memberId) => friends.interact.refusal(viewerId, memberId),
  };
}
