import {
  chatCopy,
  groupChannelOf,
  groupsCopy,
  memberIdOfRealtimeUuid,
  realtimeUuidOf,
  type Group,
  type GroupEvent,
} from '@meshwork/contracts';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { isAfter, type ChatMessage } from '../chat/chatMessages';
import type { ConversationCommands } from '../chat/conversation/conversationCommands';
import type { ConversationEventItem } from '../chat/conversation/conversationKind';
import { readByOthers } from '../chat/conversation/conversationState';
import { DaySeparator } from '../chat/DaySeparator';
import { MessageBubble } from '../chat/MessageBubble';
import { startsNewDay } from '../chat/messageTimes';
import { groupEventText } from './groupEventText';
import { groupMemberNames } from './groupMemberNames';
import type { GroupConversationState } from './useGroupConversation';

type Item = { kind: 'message'; message: ChatMessage } | { kind: 'event'; item: ConversationEventItem<GroupEvent> };
const timetokenOf = (item: Item) => (item.kind === 'message' ? item.message.timetoken : item.item.timetoken);

interface GroupMessagesProps {
  group: Group;
  myId: string;
  commands: ConversationCommands<GroupEvent> | null;
  state: GroupConversationState;
}

/** The group's messages and what happened in it, in order; one's own messages say how many have read them. */
export function GroupMessages({ group, myId, commands, state }: GroupMessagesProps) {
  const list = useRef<HTMLDivElement>(null);
  const items: Item[] = [
    ...state.messages.map((message) => ({ kind: 'message' as const, message })),
    ...state.events.map((item) => ({ kind: 'event' as const, item })),
  ].sort((a, b) => {
    const [first, second] = [timetokenOf(a), timetokenOf(b)];
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return isAfter(first, second) ? 1 : -1;
  });
  const newest = items.at(-1);
  const newestKey = newest ? (newest.kind === 'message' ? newest.message.key : newest.item.timetoken) : null;
  // Opens at the newest message and follows new ones; only what is then on screen is read.
  const shown = state.history === 'ready';
  useLayoutEffect(() => {
    if (!shown || !list.current) return;
    list.current.scrollTo({ top: list.current.scrollHeight });
    commands?.markRead();
  }, [shown, newestKey, commands]);

  if (state.history === 'idle' || state.history === 'loading')
    return (
      <div className="flex flex-1 flex-col gap-2 p-3" aria-busy="true" aria-label={chatCopy.loading}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="ml-auto h-8 w-1/2" />
      </div>
    );
  if (state.history === 'error' && !state.ended)
    return (
      <InlineAlert tone="error" className="m-3">
        {chatCopy.loadFailed}
      </InlineAlert>
    );

  const myUuid = realtimeUuidOf(myId);
  const nameOf = groupMemberNames(group, state.events);
  const nicknameOf = (uuid: string) => nameOf(memberIdOfRealtimeUuid(uuid) ?? uuid);
  const typing = state.typing.map(nicknameOf);
  return (
    <div ref={list} className="flex min-h-0 flex-1 flex-col overflow-y-auto p-3" role="log" aria-live="polite">
      <ul className="flex flex-col gap-2">
        {items.map((entry, index) => {
          const [previous, timetoken] = [items[index - 1], timetokenOf(entry)];
          const separator = startsNewDay(previous && timetokenOf(previous), timetoken) && <DaySeparator timetoken={timetoken!} />;
          if (entry.kind === 'event')
            return (
              <Fragment key={entry.item.timetoken}>
                {separator}
                <li className="self-center text-center text-xs text-fg-muted" data-testid="group-event">
                  {groupEventText(entry.item.event, group, myId, nameOf)}
                </li>
              </Fragment>
            );
          const { message } = entry;
          const mine = message.authorUuid === myUuid;
          const readBy = mine && message.timetoken ? readByOthers(state, myUuid, message.timetoken) : 0;
          return (
            <Fragment key={message.key}>
              {separator}
              <MessageBubble
                message={message}
                myUuid={myUuid}
                author={mine ? undefined : nicknameOf(message.authorUuid)}
                readNote={readBy > 0 ? groupsCopy.readBy(readBy) : undefined}
                onRetry={() => commands?.retry(message.key)}
                onReact={(emoji) => void commands?.react(message.key, emoji)}
                onEdit={(text) => void commands?.edit(message.key, text)}
                onDelete={() => void commands?.remove(message.key)}
                channel={groupChannelOf(group.id)}
              />
            </Fragment>
          );
        })}
      </ul>
      {state.ended && (
        <InlineAlert tone="info" className="mt-3">
          {groupsCopy.notInGroup}
        </InlineAlert>
      )}
      {typing.length > 0 && (
        <p className="mt-2 text-xs text-fg-muted" data-testid="typing">
          {chatCopy.typing(typing.join(', '))}
        </p>
      )}
    </div>
  );
}
