import { Menu, Search, Users } from 'lucide-react';
import { Link } from 'react-router';
import { type AuthSession, type Friend, shellCopy } from '@meshwork/contracts';
import { Button, buttonClasses } from '../ui/Button';
import { cx } from '../ui/cx';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { BrandLink } from '../ui/BrandLink';
import { MessagesPopover } from './MessagesPopover';
import { ProfileMenu } from './ProfileMenu';

interface HeaderProps {
  session: AuthSession;
  /** The member's friends, whose conversations the messages icon lists. */
  friends: Friend[];
  /** Opens the menu of every section; on wide screens the newsfeed's sidebar already shows it. */
  onOpenMenu: () => void;
  menuInSidebar: boolean;
  /** Set when there are friends, whose panel opens as a drawer on narrow screens. */
  onOpenFriends?: () => void;
}

export function Header({ session, friends, onOpenMenu, menuInSidebar, onOpenFriends }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-2 px-2 sm:px-4 lg:px-6">
        <Button
          variant="ghost"
          size="icon"
          className={cx(menuInSidebar && 'lg:hidden')}
          aria-label={shellCopy.openMenu}
          onClick={onOpenMenu}
        >
          <Menu size={20} aria-hidden />
        </Button>
        <BrandLink markOnlyOnPhones />
        <div className="hidden flex-1 justify-center px-4 md:flex">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex items-center gap-0.5">
          {/* Narrow screens have no room for the search box: the search page has its own. */}
          <Link to="/search" aria-label={shellCopy.searchTitle} className={buttonClasses('ghost', 'icon', 'md:hidden')}>
            <Search size={20} aria-hidden />
          </Link>
          {onOpenFriends && (
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open friends" onClick={onOpenFriends}>
              <Users size={20} aria-hidden />
            </Button>
          )}
          <MessagesPopover friends={friends} />
          <NotificationBell />
          <ProfileMenu session={session} />
        </div>
      </div>
    </header>
  );
}
