import { lazy, Suspense } from 'react';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { type AuthSession, type SocialFeed, isStaff, messages, shellCopy } from '@meshwork/contracts';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { profilePath } from '../paths/profileSections';
import { buildSidebarMenu } from './sidebarMenu';
import { MenuList } from './MenuList';
import { useLogout } from '../features/auth/useLogout';

// Staff only, with the staff pages: members' browsers never load it.
const StaffMenu = lazy(() => import('./staffArea').then((module) => ({ default: module.StaffMenu })));

interface SidebarProps {
  session: AuthSession;
  feed: SocialFeed;
  /** Called when an entry is followed (the menu drawer closes). */
  onChosen?: () => void;
}

/** The member's card, counts, menu and logout (§2). */
export function Sidebar({ session, feed, onChosen }: SidebarProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const menu = buildSidebarMenu(session.username, pathname);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col items-center p-5 text-center">
        <Link to={profilePath(session.username)} className="flex flex-col items-center gap-3 rounded-lg">
          <Avatar name={session.nickname} src={session.user_image} size={64} colour={session.colour} ring />
          <span>
            <span className="block font-semibold">{session.nickname}</span>
            <span className="block text-sm text-fg-muted">@{session.username}</span>
          </span>
        </Link>
        <p className="mt-4 flex w-full justify-center gap-4 border-t border-line pt-4 text-sm text-fg-muted">
          <span>
            <strong className="font-semibold text-fg">{feed.followings_count.toLocaleString('en')}</strong> {shellCopy.followingCount}
          </span>
          <span>
            <strong className="font-semibold text-fg">{feed.followers_count.toLocaleString('en')}</strong>{' '}
            {shellCopy.followersCount(feed.followers_count)}
          </span>
        </p>
      </Card>
      <MenuList label="Main menu" items={menu} onChosen={onChosen} />
      {isStaff(session.role) && (
        <Suspense fallback={null}>
          <StaffMenu role={session.role} pathname={pathname} onChosen={onChosen} />
        </Suspense>
      )}
      <Button variant="ghost" className="justify-start px-3 text-fg-muted" onClick={() => void logout()}>
        <LogOut size={20} aria-hidden />
        {messages.logout}
      </Button>
    </div>
  );
}
