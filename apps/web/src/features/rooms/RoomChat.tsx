import { chatCopy, memberIdOfRealtimeUuid, realtimeUuidOf, roomsCopy, type Room } from '@meshwork/contracts';
import { useLayoutEffect, useRef } from 'react';
import { InlineAlert } from '../../ui/InlineAlert';
import { MessageBubble } from '../chat/MessageBubble';
import { MessageComposer } from '../chat/MessageComposer';
import { useLiveConversation } from '../chat/conversation/useLiveConversation';
import { roomConversationKind } from './roomConversationKind';

interface RoomChatProps {
  room: Room;
  myId: string;
  /** Someone's name by member id: those inside, or who they were. */
  nameOf: (memberId: string) => string;
  ended: boolean;
}

/** The room's text chat, through the one conversation model: its channel's stored messages, sent and heard live. */
export function RoomChat({ room, myId, nameOf, ended }: RoomChatProps) {
  const { commands, state } = useLiveConversation(room.channel, roomConversationKind);
  const list = useRef<HTMLDivElement>(null);
  const myUuid = realtimeUuidOf(myId);
  const newest = state.messages.at(-1)?.key;
  useLayoutEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [newest]);
  const authorOf = (uuid: string) => nameOf(memberIdOfRealtimeUuid(uuid) ?? uuid);
  return (
    <section aria-label={roomsCopy.chat} className="flex min-h-0 flex-1 flex-col">
      <div ref={list} role="log" aria-live="polite" className="min-h-0 flex-1 overflow-y-auto p-3">
        {state.history === 'error' && <InlineAlert tone="error">{chatCopy.loadFailed}</InlineAlert>}
        {state.history === 'ready' && state.messages.length === 0 && (
          <p className="py-8 text-center text-sm text-fg-muted">{roomsCopy.noMessages}</p>
        )}
        <ul className="flex flex-col gap-2">
          {state.messages.map((message) => (
            <MessageBubble
              key={message.key}
              message={message}
              myUuid={myUuid}
              author={message.authorUuid === myUuid ? undefined : authorOf(message.authorUuid)}
              onRetry={() => commands?.retry(message.key)}
              onReact={(emoji) => void commands?.react(message.key, emoji)}
              onEdit={(text) => void commands?.edit(message.key, text)}
              onDelete={() => void commands?.remove(message.key)}
              channel={room.channel}
            />
          ))}
        </ul>
        {state.typing.length > 0 && <p className="mt-2 text-xs text-fg-muted">{chatCopy.typing(state.typing.map(authorOf).join(', '))}</p>}
      </div>
      <MessageComposer
        disabled={ended}
        onSend={(text) => commands?.send(text)}
        onAttach={(file) => commands?.sendAttachment(file)}
        onTyping={() => commands?.typing()}
      />
    </section>
  );
}
