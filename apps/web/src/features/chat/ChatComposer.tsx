import { commandsOf } from './conversation/conversationCommands';
import { MessageComposer } from './MessageComposer';
import { chatSession } from './useChat';

/** The composer of a conversation with a friend: what it sends goes into that friend's conversation of the chat session. */
export function ChatComposer({ friendId }: { friendId: string }) {
  const commands = () => {
    const session = chatSession();
    return session ? commandsOf(session.conversationWith(friendId)) : null;
  };
  return (
    <MessageComposer
      onSend={(text) => commands()?.send(text)}
      onAttach={(file) => commands()?.sendAttachment(file)}
      onTyping={() => commands()?.typing()}
    />
  );
}
