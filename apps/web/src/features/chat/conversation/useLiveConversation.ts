import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../../api/session';
import { useTabSubscription } from '../../../realtime/useTabSubscription';
import { commandsOf, type ConversationCommands } from './conversationCommands';
import type { ConversationKind } from './conversationKind';
import { emptyConversationState, type ConversationState } from './conversationState';
import { LiveConversation } from './liveConversation';

const idle = emptyConversationState();
const noSubscription = () => () => undefined;

/**
 * The live conversation on one channel while a page shows it (a group's, a room's): heard on the
 * tab's subscription, opened at once. `kindOf` must be stable (a module's function).
 */
export function useLiveConversation<Event>(
  channel: string | undefined,
  kindOf: (channel: string) => ConversationKind<Event>,
): { commands: ConversationCommands<Event> | null; state: ConversationState<Event> } {
  const memberId = useSession()?.user_id;
  const tab = useTabSubscription();
  const conversation = useMemo(
    () => (channel && memberId && tab ? new LiveConversation(kindOf(channel), memberId, tab.connection) : null),
    [channel, memberId, tab, kindOf],
  );
  useEffect(() => {
    if (!conversation || !tab) return;
    conversation.listenOn(tab);
    void commandsOf(conversation).open();
    return () => conversation.stop();
  }, [conversation, tab]);
  const state = useSyncExternalStore(
    conversation?.subscribe ?? noSubscription,
    conversation?.snapshot ?? (() => idle as ConversationState<Event>),
  );
  return { commands: conversation ? commandsOf(conversation) : null, state };
}
