import { chatCopy, type Friend } from '@meshwork/contracts';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ConversationRowContent } from '../chat/ConversationRowContent';
import { searchConversations } from '../chat/conversationSearch';
import { useChat } from '../chat/useChat';
import { chatBoxStore } from '../friends/chatBoxStore';
import { HeaderPopover } from './HeaderPopover';

/** The header's messages icon: the unread count, and the recent conversations, newest first. */
export function MessagesPopover({ friends }: { friends: Friend[] }) {
  const unread = useChat((session) => session.totalUnread(), 0);
  const rows = searchConversations(
    useChat((session) => session.recentConversations(), []),
    friends,
    '',
  );
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
          {rows.map((row) => (
            <li key={row.friend.user_id}>
              <button
                type="button"
                onClick={() => chatBoxStore.open(row.friend)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-muted"
              >
                <ConversationRowContent row={row} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to="/messages" className="mt-2 block text-sm font-medium text-link hover:underline">
        {chatCopy.allMessages}
      </Link>
    </HeaderPopover>
  );
}
