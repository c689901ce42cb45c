import type { Friend } from '@meshwork/contracts';
import { MessageCircle } from 'lucide-react';
import { lazy } from 'react';
import { buttonClasses } from '../ui/Button';
import { Popover } from '../ui/Popover';
import { UnreadBadge } from '../ui/UnreadBadge';
import { useChat } from '../features/chat/useChat';

const RecentConversations = lazy(() => import('./RecentConversations').then((m) => ({ default: m.RecentConversations })));

/** The header's messages icon: the unread count, and the recent conversations (loaded when it first opens). */
export function MessagesPopover({ friends }: { friends: Friend[] }) {
  const unread = useChat((session) => session.totalUnread(), 0);
  return (
    <Popover
      trigger={
        <>
          <MessageCircle size={20} aria-hidden />
          <UnreadBadge count={unread} />
        </>
      }
      triggerLabel={`Messages, ${unread} unread`}
      triggerClassName={buttonClasses('ghost', 'icon', 'relative')}
      label="Messages"
      className="animate-pop-in z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-4 shadow-lg"
    >
      <RecentConversations friends={friends} />
    </Popover>
  );
}
