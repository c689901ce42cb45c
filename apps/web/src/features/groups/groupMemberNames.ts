import { groupsCopy, type Group, type GroupEvent } from '@meshwork/contracts';
import type { ConversationEventItem } from '../chat/conversation/conversationKind';

/**
 * Who a member id is in a group's conversation: a current member by the group's list, one who has
 * gone by the name the event of their leaving carried, else "A former member".
 */
export function groupMemberNames(group: Group, events: readonly ConversationEventItem<GroupEvent>[]): (memberId: string) => string {
  const named = new Map<string, string>();
  for (const { event } of events) for (const [memberId, nickname] of Object.entries(event.names ?? {})) named.set(memberId, nickname);
  for (const member of group.members) named.set(member.user_id, member.nickname);
  return (memberId) => named.get(memberId) ?? groupsCopy.formerMember;
}
