import { chatCopy, directChannelOf, realtimeUuidOf, socialCopy } from '@meshwork/contracts';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { isAfter } from './chatMessages';
import { commandsOf } from './conversation/conversationCommands';
import { DaySeparator } from './DaySeparator';
import { MessageBubble } from './MessageBubble';
import { startsNewDay } from './messageTimes';
import { useChat } from './useChat';

interface ConversationViewProps {
  memberId: string;
  friendId: string;
  friendNickname: string;
}

/** The messages of one conversation: history on open, scroll-back, live arrivals at the bottom. */
export function ConversationView({ memberId, friendId, friendNickname }: ConversationViewProps) {
  const session = useChat((current) => current, null);
  const conversation = useChat((current) => current.stateWith(friendId), undefined);
  const list = useRef<HTMLDivElement>(null);
  const newestKey = conversation?.messages.at(-1)?.key;
  const commands = () => (session ? commandsOf(session.conversationWith(friendId)) : null);

  useEffect(() => {
    const live = session?.conversationWith(friendId);
    if (!live) return;
    void commandsOf(live).open();
    return () => live.hide();
  }, [session, friendId]);

  // The list opens at its newest message (messages loaded for the lists may be there before it
  // shows), and a new one at the bottom scrolls into view; older ones loaded above keep the view
  // still. Only what is then on screen is read.
  const shown = conversation?.history === 'ready';
  useLayoutEffect(() => {
    if (!shown || !list.current) return;
    list.current.scrollTo({ top: list.current.scrollHeight });
    if (session) commandsOf(session.conversationWith(friendId)).markRead();
  }, [shown, newestKey, session, friendId]);

  if (!conversation || conversation.history === 'loading' || conversation.history === 'idle')
    return (
      <div className="flex flex-1 flex-col gap-2 p-3" aria-busy="true" aria-label={chatCopy.loading}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="ml-auto h-8 w-1/2" />
      </div>
    );
  if (conversation.history === 'error')
    return (
      <InlineAlert tone="error" className="m-3">
        {chatCopy.loadFailed}{' '}
        <button type="button" className="underline" onClick={() => void commands()?.open()}>
          {chatCopy.retry}
        </button>
      </InlineAlert>
    );

  const myUuid = realtimeUuidOf(memberId);
  const lastMine = conversation.messages.findLast((message) => message.authorUuid === myUuid && message.timetoken);
  const theirReadUpTo = conversation.readUpTo.get(realtimeUuidOf(friendId));
  const seenKey = lastMine && theirReadUpTo && !isAfter(lastMine.timetoken, theirReadUpTo) ? lastMine.key : null;
  return (
    <div ref={list} className="flex min-h-0 flex-1 flex-col overflow-y-auto p-3" role="log" aria-live="polite">
      {conversation.hasOlder && (
        <Button
          variant="ghost"
          className="mb-2 self-center"
          loading={conversation.loadingOlder}
          onClick={() => void commands()?.loadOlder()}
        >
          {chatCopy.olderMessages}
        </Button>
      )}
      {conversation.messages.length === 0 ? (
        <p className="m-auto text-center text-sm text-fg-muted">{socialCopy.chatEmpty(friendNickname)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {conversation.messages.map((message, index) => (
            <Fragment key={message.key}>
              {startsNewDay(conversation.messages[index - 1]?.timetoken, message.timetoken) && (
                <DaySeparator timetoken={message.timetoken!} />
              )}
              <MessageBubble
                message={message}
                myUuid={myUuid}
                readNote={message.key === seenKey ? chatCopy.seen : undefined}
                onRetry={() => commands()?.retry(message.key)}
                onReact={(emoji) => void commands()?.react(message.key, emoji)}
                onEdit={(text) => void commands()?.edit(message.key, text)}
                onDelete={() => void commands()?.remove(message.key)}
                channel={directChannelOf(memberId, friendId)}
              />
            </Fragment>
          ))}
        </ul>
      )}
      {conversation.typing.length > 0 && (
        <p className="mt-2 text-xs text-fg-muted" data-testid="typing">
          {chatCopy.typing(friendNickname)}
        </p>
      )}
    </div>
  );
}
