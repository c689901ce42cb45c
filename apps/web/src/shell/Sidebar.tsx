import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type AuthSession, type SocialFeed, messages, moderationQueueCopy, shellCopy } from '@meshwork/contracts';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { cx } from '../ui/cx';
import { profilePath } from '../paths/profileSections';
import { buildSidebarMenu, type SidebarMenuItem } from './sidebarMenu';
import { buildStaffMenu } from './staffMenu';
import { useLogout } from '../features/auth/useLogout';
import { moderationPaths } from '../features/moderationQueue/caseDisplay';
import { openCountQuery } from '../features/moderationQueue/moderationQueries';

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
  const staffMenu = useStaffMenu(session, pathname);
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
      {staffMenu.length > 0 && <MenuList label="Staff" heading="Staff" items={staffMenu} onChosen={onChosen} />}
      <Button variant="ghost" className="justify-start px-3 text-fg-muted" onClick={() => void logout()}>
        <LogOut size={20} aria-hidden />
        {messages.logout}
      </Button>
    </div>
  );
}

/** The staff entries, the queue's with the number of open cases (asked of staff only). */
function useStaffMenu(session: AuthSession, pathname: string): SidebarMenuItem[] {
  const entries = buildStaffMenu(session.role, pathname);
  const open = useQuery({ ...openCountQuery, enabled: entries.length > 0 }).data?.open ?? 0;
  return entries.map((entry) =>
    entry.path === moderationPaths.queue ? { ...entry, badge: { count: open, label: moderationQueueCopy.openCasesBadge(open) } } : entry,
  );
}

/** One navigation list of the sidebar. */
function MenuList({
  label,
  heading,
  items,
  onChosen,
}: {
  label: string;
  heading?: string;
  items: SidebarMenuItem[];
  onChosen?: () => void;
}) {
  return (
    <nav aria-label={label}>
      {heading && <h2 className="px-3 pb-1 text-xs font-medium text-fg-muted uppercase">{heading}</h2>}
      <ul className="flex flex-col gap-1">
        {items.map(({ icon: Icon, title, path, active, badge }) => (
          <li key={path}>
            <Link
              to={path}
              onClick={onChosen}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150',
                active ? 'bg-accent-soft text-fg' : 'text-fg-muted hover:bg-muted hover:text-fg',
              )}
            >
              <Icon size={20} aria-hidden className={active ? 'text-accent' : undefined} />
              {title}
              {badge && badge.count > 0 && (
                <span className="ml-auto rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white" aria-label={badge.label}>
                  {badge.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
