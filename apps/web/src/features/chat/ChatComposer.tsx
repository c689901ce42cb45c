import { MessageComposer } from './MessageComposer';
import { chatActions } from './conversationActions';

/** The composer of a conversation with a friend: what it sends goes through the chat session. */
export function ChatComposer({ friendId }: { friendId: string }) {
  return (
    <MessageComposer
      onSend={(text) => chatActions()?.send(friendId, text)}
      onAttach={(file) => chatActions()?.sendAttachment(friendId, file)}
      onTyping={() => chatActions()?.typing(friendId)}
    />
  );
}
