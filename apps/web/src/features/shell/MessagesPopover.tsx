import { chatCopy, type Friend } from '@meshwork/contracts';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import type { ChatMessage } from '../chat/chatMessages';
import { useChat } from '../chat/useChat';
import { chatBoxStore } from '../friends/chatBoxStore';
import { HeaderPopover } from './HeaderPopover';

const lastLine = (message?: ChatMessage) => message?.file?.name ?? message?.text ?? '';

/** The header's messages icon: the unread count, and the recent conversations, newest first. */
export function MessagesPopover({ friends }: { friends: Friend[] }) {
  const unread = useChat((session) => session.totalUnread(), 0);
  const recent = useChat((session) => session.recentConversations(), []);
  const friendsById = new Map(friends.map((friend) => [friend.user_id, friend]));
  const rows = recent.flatMap((conversation) => {
    const friend = friendsById.get(conversation.friendId);
    return friend ? [{ friend, conversation }] : [];
  });
  return (
    <HeaderPopover
      icon={MessageCircle}
      label="Messages"
      count={unread}
      title={rows.length ? chatCopy.conversations : chatCopy.noConversations}
    >
      {rows.length === 0 ? (
        chatCopy.startConversation
      ) : (
        <ul className="-mx-2 flex flex-col">
          {rows.map(({ friend, conversation }) => (
            <li key={friend.user_id}>
              <button
                type="button"
                onClick={() => chatBoxStore.open(friend)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-muted"
              >
                <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} size={32} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-fg">{friend.nickname}</span>
                  <span className="block truncate text-xs">{lastLine(conversation.messages.at(-1))}</span>
                </span>
                {conversation.unread > 0 && (
                  <span
                    className="rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-white"
                    aria-label={chatCopy.unreadFrom(conversation.unread)}
                  >
                    {conversation.unread}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </HeaderPopover>
  );
}
