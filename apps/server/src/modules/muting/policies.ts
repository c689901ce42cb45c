import { directMembersOfChannel, groupIdOfChannel, mutingCopy } from '@meshwork/contracts';
import type { Policy } from '../../http/authorize.js';
import { notFound } from '../../http/errors.js';
import type { GroupMembership } from '../groups/index.js';

// One answer for a conversation that does not exist and one the member is not in: its existence is not revealed.
const conversationNotFound = () => notFound('conversation_not_found', mutingCopy.conversationNotFound);

/**
 * Who may mute a conversation (a channel, already of a conversation's form): one of the two
 * members of a direct conversation, with the other one reachable (the social graph's `interact`:
 * known, not leaving, not blocking them), or a current member of a group.
 */
export function mutingPolicies(interact: Policy<string>, groups: Pick<GroupMembership, 'roleOf'>) {
  return {
    muteConversation: {
      may: async (viewerId, channel) => {
        const pair = directMembersOfChannel(channel);
        if (pair)
          return (
            pair.includes(viewerId) &&
            (await interact.may(
              viewerId,
              pair.find((id) => id !== viewerId)!,
            ))
          );
        const groupId = groupIdOfChannel(channel);
        return groupId !== null && (await groups.roleOf(viewerId, groupId)) !== undefined;
      },
      refusal: conversationNotFound,
    } satisfies Policy<string>,
  };
}
