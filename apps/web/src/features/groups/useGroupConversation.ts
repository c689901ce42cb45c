import type { GroupEvent } from '@meshwork/contracts';
import type { ConversationCommands } from '../chat/conversation/conversationCommands';
import type { ConversationState } from '../chat/conversation/conversationState';
import { useLiveConversation } from '../chat/conversation/useLiveConversation';
import { groupConversationKind } from './groupConversationKind';

export type GroupConversationState = ConversationState<GroupEvent>;

/** The live conversation of one group while its page is shown. */
export function useGroupConversation(channel: string | undefined): {
  commands: ConversationCommands<GroupEvent> | null;
  state: GroupConversationState;
} {
  return useLiveConversation(channel, groupConversationKind);
}
