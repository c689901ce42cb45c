import { useQuery } from '@tanstack/react-query';
import { chatCopy, directChannelOf, type Friend } from '@meshwork/contracts';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';
import { GroupList } from '../groups/GroupList';
import { socialFeedQuery } from '../../api/socialFeed';
import { ChatComposer } from '../chat/ChatComposer';
import { ConversationRowContent } from '../chat/ConversationRowContent';
import { searchConversations } from '../chat/conversationSearch';
import { ConversationMuteMenu } from '../chat/ConversationMuteMenu';
import { ConversationView } from '../chat/ConversationView';
import { MessageSearchResults } from './MessageSearchResults';
import { loadRecentMessages } from '../chat/recentMessages';
import { chatSession, useChat } from '../chat/useChat';
import { messagesPath } from '../../paths/messagesPath';
import { useFriendStatus } from '../chat/useFriendStatus';

/**
 * Every conversation, newest first; the search filters them by name and loaded text at once, and
 * finds messages of the whole history on the server. One opens full-page beside the list.
 */
export function MessagesPage() {
  const { friendId } = useParams();
  const memberId = useSession()?.user_id;
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  const [search, setSearch] = useState('');
  const conversations = useChat((session) => session.recentConversations(), null);
  const started = conversations !== null;
  useEffect(() => {
    const session = chatSession();
    if (started && session) void loadRecentMessages(session);
  }, [started]);
  const rows = searchConversations(conversations ?? [], friends, search);
  const open = friends.find((friend) => friend.user_id === friendId);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{chatCopy.messagesTitle}</h1>
      <div className="flex gap-4">
        <Card className={cx('flex w-full flex-col gap-3 p-3 lg:w-80 lg:shrink-0', open && 'max-lg:hidden')}>
          <GroupList />
          <SearchInput label={chatCopy.searchLabel} placeholder={chatCopy.searchPlaceholder} value={search} onValueChange={setSearch} />
          {conversations === null ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-12" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={MessageCircle}
              title={search.trim() ? chatCopy.noMatch : chatCopy.noConversations}
              headingLevel="h2"
              className="py-8"
            >
              {search.trim() ? null : chatCopy.startConversation}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-0.5" aria-label={chatCopy.conversations}>
              {rows.map((row) => (
                <li key={row.friend.user_id}>
                  <Link
                    to={messagesPath(row.friend.user_id)}
                    aria-current={row.friend.user_id === friendId ? 'page' : undefined}
                    className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted aria-[current=page]:bg-accent-soft"
                  >
                    <ConversationRowContent row={row} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <MessageSearchResults search={search} friends={friends} />
        </Card>
        {open && memberId ? (
          <FullConversation memberId={memberId} friend={open} />
        ) : (
          <Card className="hidden flex-1 items-center justify-center p-6 text-sm text-fg-muted lg:flex">{chatCopy.chooseConversation}</Card>
        )}
      </div>
    </div>
  );
}

function FullConversation({ memberId, friend }: { memberId: string; friend: Friend }) {
  const status = useFriendStatus(friend);
  return (
    <Card as="section" aria-label={friend.nickname} className="flex h-[calc(100dvh-12rem)] min-h-96 flex-1 flex-col overflow-hidden">
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Link
          to={messagesPath()}
          aria-label={chatCopy.backToMessages}
          className="flex size-11 items-center justify-center rounded-lg hover:bg-muted lg:hidden"
        >
          <ArrowLeft size={18} aria-hidden />
        </Link>
        <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={status} size={40} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{friend.nickname}</span>
          <span className="block text-xs text-fg-muted capitalize">{status}</span>
        </span>
        <ConversationMuteMenu channel={directChannelOf(memberId, friend.user_id)} />
      </header>
      <ConversationView memberId={memberId} friendId={friend.user_id} friendNickname={friend.nickname} />
      <ChatComposer friendId={friend.user_id} />
    </Card>
  );
}
