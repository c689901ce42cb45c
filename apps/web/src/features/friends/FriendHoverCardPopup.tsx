import { HoverCard } from 'radix-ui';
import { useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'react-router';
import { limits, socialCopy, type Friend } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { buttonClasses } from '../../ui/Button';
import { profilePath } from '../../paths/profileSections';
import { useFriendStatus } from '../chat/useFriendStatus';

const openDelayMs = 300;

export interface FriendHoverCardProps {
  friend: Friend;
  /** The entry the card belongs to: one element that takes a ref. */
  children: ReactElement;
}

/**
 * FriendHoverCard's card, built on the Radix hover card; loaded the first time an entry is hovered
 * or focused, and then shown at once. The entry it replaces had the focus if the keyboard brought
 * the member here: `refocus` gives it back.
 */
export function FriendHoverCardPopup({ friend, children, refocus }: FriendHoverCardProps & { refocus: boolean }) {
  // Radix types the trigger as a link; with asChild it is the entry, whatever element that is.
  const trigger = useRef<HTMLAnchorElement>(null);
  const status = useFriendStatus(friend);
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  return (
    <HoverCard.Root defaultOpen openDelay={openDelayMs} closeDelay={limits.popoverCloseDelayMs}>
      <HoverCard.Trigger asChild ref={trigger}>
        {children}
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="left"
          align="start"
          sideOffset={12}
          data-testid="friend-hover-card"
          className="z-50 w-64 rounded-xl border border-line bg-surface p-4 shadow-lg data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3">
            <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={status} size={64} ring />
            <div className="min-w-0">
              <p className="truncate font-semibold">{friend.nickname}</p>
              <p className="truncate text-sm text-fg-muted">{friend.fullname}</p>
              <p className="truncate text-sm text-fg-muted">@{friend.username}</p>
              <p className="text-xs text-fg-muted capitalize">{status}</p>
            </div>
          </div>
          <Link to={profilePath(friend.username)} className={buttonClasses('secondary', 'md', 'mt-4 w-full')}>
            {socialCopy.viewProfile}
          </Link>
          <HoverCard.Arrow className="fill-surface" />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
