import type { GroupEvent } from '@meshwork/contracts';
import type { ConversationCommands } from '../chat/conversation/conversationCommands';
import { MessageComposer } from '../chat/MessageComposer';

/** The group's composer: texts, files, images and photos go to the group's conversation. */
export function GroupComposer({ commands, disabled }: { commands: ConversationCommands<GroupEvent> | null; disabled: boolean }) {
  return (
    <MessageComposer
      disabled={disabled}
      onSend={(text) => commands?.send(text)}
      onAttach={(file) => commands?.sendAttachment(file)}
      onTyping={() => commands?.typing()}
    />
  );
}
