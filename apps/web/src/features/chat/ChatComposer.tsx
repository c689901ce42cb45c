import { MessageComposer } from './MessageComposer';
import { chatSession } from './useChat';

/** The composer of a conversation with a friend: what it sends goes through the chat session. */
export function ChatComposer({ friendId }: { friendId: string }) {
  return (
    <MessageComposer
      onSend={(text) => chatSession()?.send(friendId, text)}
      onAttach={(file) => chatSession()?.sendAttachment(friendId, file)}
      onTyping={() => chatSession()?.typing(friendId)}
    />
  );
}
