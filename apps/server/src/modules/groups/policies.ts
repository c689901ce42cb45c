import { groupsCopy } from '@meshwork/contracts';
import type { Policy } from '../../http/authorize.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { GroupMembership } from './membership.js';

// One answer for a group that does not exist and a group one is not in: its existence is not revealed.
const groupNotFound = () => notFound('group_not_found', groupsCopy.groupNotFound);

/** Who may do what to a group: its members read it and leave it; its admins rename it, change its image and its members. */
export function groupPolicies(membership: GroupMembership) {
  return {
    view: {
      may: async (viewerId, groupId) => (await membership.roleOf(viewerId, groupId)) !== undefined,
      refusal: groupNotFound,
    } satisfies Policy<string>,
    manage: {
      may: async (viewerId, groupId) => (await membership.roleOf(viewerId, groupId)) === 'admin',
      refusal: async (viewerId, groupId) =>
        (await membership.roleOf(viewerId, groupId)) ? forbidden('group_admins_only', groupsCopy.adminsOnly) : groupNotFound(),
    } satisfies Policy<string>,
  };
}

export type GroupPolicies = ReturnType<typeof groupPolicies>;
