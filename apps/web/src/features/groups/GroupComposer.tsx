import { MessageComposer } from '../chat/MessageComposer';
import type { GroupConversation } from './groupConversation';

/** The group's composer: texts, files, images and photos go to the group's conversation. */
export function GroupComposer({ conversation, disabled }: { conversation: GroupConversation | null; disabled: boolean }) {
  return (
    <MessageComposer
      disabled={disabled}
      onSend={(text) => conversation?.send(text)}
      onAttach={(file) => conversation?.sendAttachment(file)}
      onTyping={() => conversation?.typing()}
    />
  );
}
