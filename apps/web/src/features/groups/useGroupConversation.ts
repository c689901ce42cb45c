import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../api/session';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { GroupConversation, type GroupConversationState } from './groupConversation';

const idle: GroupConversationState = { status: 'loading', messages: [], events: [], readUpTo: new Map(), typing: [] };
const noSubscription = () => () => undefined;

/** The live conversation of one group while its page is shown. */
export function useGroupConversation(channel: string | undefined): {
  conversation: GroupConversation | null;
  state: GroupConversationState;
} {
  const session = useSession();
  const memberId = session?.user_id;
  const tab = useTabSubscription();
  const conversation = useMemo(
    () => (channel && memberId && tab ? new GroupConversation(tab, memberId, channel) : null),
    [channel, memberId, tab],
  );
  useEffect(() => {
    conversation?.start();
    return () => conversation?.stop();
  }, [conversation]);
  const state = useSyncExternalStore(conversation?.subscribe ?? noSubscription, conversation?.snapshot ?? (() => idle));
  return { conversation, state };
}
