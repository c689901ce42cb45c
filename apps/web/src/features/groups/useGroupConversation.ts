import type { GroupEvent } from '@meshwork/contracts';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../api/session';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { commandsOf, type ConversationCommands } from '../chat/conversation/conversationCommands';
import { emptyConversationState, type ConversationState } from '../chat/conversation/conversationState';
import { LiveConversation } from '../chat/conversation/liveConversation';
import { groupConversationKind } from './groupConversationKind';

export type GroupConversationState = ConversationState<GroupEvent>;

const idle: GroupConversationState = emptyConversationState();
const noSubscription = () => () => undefined;

/** The live conversation of one group while its page is shown: heard on the tab's subscription, opened at once. */
export function useGroupConversation(channel: string | undefined): {
  commands: ConversationCommands<GroupEvent> | null;
  state: GroupConversationState;
} {
  const memberId = useSession()?.user_id;
  const tab = useTabSubscription();
  const conversation = useMemo(
    () => (channel && memberId && tab ? new LiveConversation(groupConversationKind(channel), memberId, tab.connection) : null),
    [channel, memberId, tab],
  );
  useEffect(() => {
    if (!conversation || !tab) return;
    conversation.listenOn(tab);
    void commandsOf(conversation).open();
    return () => conversation.stop();
  }, [conversation, tab]);
  const state = useSyncExternalStore(conversation?.subscribe ?? noSubscription, conversation?.snapshot ?? (() => idle));
  return { commands: conversation ? commandsOf(conversation) : null, state };
}
