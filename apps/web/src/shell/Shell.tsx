import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { messages, shellCopy } from '@meshwork/contracts';
import { useSession } from '../api/session';
import { cx } from '../ui/cx';
import { Drawer } from '../ui/Drawer';
import { useChatGroups, useChatSessionOf } from '../features/chat/useChat';
import { mutedConversationsQuery } from '../features/chat/mutedConversationsQuery';
import { groupsQuery } from '../features/groups/groupQueries';
import { chatBoxStore, useOpenChats } from '../features/friends/chatBoxStore';
import { friendsKeys } from '../features/friends/friendsQueries';
import { useTabSubscription } from '../realtime/useTabSubscription';
import { useLiveNotifications } from '../features/notifications/useLiveNotifications';
import { FriendsPanel } from './FriendsPanel';
import { Header } from './Header';
import { contentWidth, pageStyleFor, showsSidebar } from './pageStyle';
import { socialFeedKeys, socialFeedQuery } from '../api/socialFeed';
import { ShellSkeleton } from '../ui/ShellSkeleton';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';

const mainId = 'main';

// The chat boxes (conversation, composer, camera) load when the first one opens.
const ChatBoxes = lazy(() => import('../features/friends/ChatBox').then((m) => ({ default: m.ChatBoxes })));

type DrawerKind = 'menu' | 'friends';

/**
 * The main shell (§2): header, sidebar on the newsfeed, friends panel when there are friends. The
 * header's menu reaches every section from every page; a skip link leads past the header.
 */
export function Shell() {
  const session = useSession();
  const { pathname } = useLocation();
  const feed = useQuery(socialFeedQuery).data;
  const queryClient = useQueryClient();
  const [openDrawer, setOpenDrawer] = useState<DrawerKind | null>(null);
  const openChats = useOpenChats();
  useLiveNotifications();
  const memberId = session?.user_id;
  useChatSessionOf(useTabSubscription(), memberId, feed?.friends.map((friend) => friend.user_id) ?? [], (closed) => {
    // A block closed these conversations: their boxes close, and the friend lists are asked again.
    closed.forEach(chatBoxStore.close);
    void queryClient.invalidateQueries({ queryKey: socialFeedKeys.all });
    void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
  });
  useChatGroups(
    useQuery({ ...groupsQuery, enabled: Boolean(memberId) }).data?.map((group) => group.channel) ?? [],
    useQuery(mutedConversationsQuery).data,
  );

  // The session can end while the shell is up; the navigation that follows replaces it.
  if (!session || !feed) return <ShellSkeleton />;

  const pageStyle = pageStyleFor(pathname);
  const withSidebar = showsSidebar(pathname);
  const withFriends = feed.friends_count > 0;
  const accent = { '--mw-accent': session.colour } as CSSProperties;
  const closeDrawer = (open: boolean) => !open && setOpenDrawer(null);

  return (
    <div style={accent} className={cx('min-h-dvh', `page-${pageStyle}`)} data-page-style={pageStyle}>
      <SkipLink target={mainId} />
      <Header
        session={session}
        friends={feed.friends}
        onOpenMenu={() => setOpenDrawer('menu')}
        menuInSidebar={withSidebar}
        onOpenFriends={withFriends ? () => setOpenDrawer('friends') : undefined}
      />
      <div className="mx-auto flex max-w-[1440px] gap-6 px-4 py-6 lg:px-6">
        {withSidebar && (
          <aside aria-label="Your shortcuts" className="sticky top-22 hidden w-64 shrink-0 self-start lg:block">
            <Sidebar session={session} feed={feed} />
          </aside>
        )}
        <main id={mainId} tabIndex={-1} className={cx('mx-auto w-full min-w-0 flex-1 outline-none', contentWidth[pageStyle])}>
          <Outlet />
        </main>
        {withFriends && (
          <aside aria-label="Friends" className="sticky top-22 hidden w-72 shrink-0 self-start lg:block">
            <FriendsPanel />
          </aside>
        )}
      </div>
      <Drawer open={openDrawer === 'menu'} onOpenChange={closeDrawer} side="left" title={shellCopy.menuTitle}>
        <Sidebar session={session} feed={feed} onChosen={() => setOpenDrawer(null)} />
      </Drawer>
      <Drawer open={openDrawer === 'friends'} onOpenChange={closeDrawer} side="right" title={messages.friendsTitle}>
        <FriendsPanel onChosen={() => setOpenDrawer(null)} />
      </Drawer>
      {openChats.length > 0 && (
        <Suspense>
          <ChatBoxes />
        </Suspense>
      )}
    </div>
  );
}
