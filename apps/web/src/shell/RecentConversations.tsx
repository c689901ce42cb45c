import { chatCopy, type Friend } from '@meshwork/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../ui/Skeleton';
import { ConversationRowContent } from '../features/chat/ConversationRowContent';
import { searchConversations } from '../features/chat/conversationSearch';
import { loadRecentMessages } from '../features/chat/recentMessages';
import { chatSession, useChat } from '../features/chat/useChat';
import { chatBoxStore } from '../features/friends/chatBoxStore';

/** The messages popover's list: the recent conversations, newest first, their last messages asked for when it first shows. */
export function RecentConversations({ friends }: { friends: Friend[] }) {
  const rows = searchConversations(
    useChat((session) => session.recentConversations(), []),
    friends,
    '',
  );
  const [loading, setLoading] = useState(rows.length === 0);
  useEffect(() => {
    const session = chatSession();
    void (session ? loadRecentMessages(session, 1) : Promise.resolve()).finally(() => setLoading(false));
  }, []);
  if (loading && rows.length === 0)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-11" />
        ))}
      </div>
    );
  return (
    <>
      <h2 className="text-sm font-semibold">{rows.length ? chatCopy.conversations : chatCopy.noConversations}</h2>
      <div className="mt-2 text-sm text-fg-muted">
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
      </div>
    </>
  );
}
