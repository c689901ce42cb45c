import { isGroupEvent, type GroupEvent } from '@meshwork/contracts';
import type { ConversationKind } from '../chat/conversation/conversationKind';

/**
 * A group's conversation: the group's own channel; its members are whoever the service lets in
 * (they change while it is open), and the service's group events (created, member added or
 * removed, renamed…) show among its messages.
 */
export const groupConversationKind = (channel: string): ConversationKind<GroupEvent> => ({
  name: 'group',
  channel,
  isMember: () => true,
  eventOf: (payload) => (isGroupEvent(payload) ? payload : null),
});
