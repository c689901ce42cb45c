import { HoverCard } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { limits, socialCopy, type Friend } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { buttonClasses } from '../../ui/Button';
import { profilePath } from '../profile/profileSections';

const openDelayMs = 300;

/**
 * A friend's profile card on the left of their entry (§2). It opens on hover or keyboard focus and
 * closes 1 s after the pointer leaves (§9).
 */
export function FriendHoverCard({ friend, children }: { friend: Friend; children: ReactNode }) {
  return (
    <HoverCard.Root openDelay={openDelayMs} closeDelay={limits.popoverCloseDelayMs}>
      <HoverCard.Trigger asChild>{children}</HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="left"
          align="start"
          sideOffset={12}
          data-testid="friend-hover-card"
          className="z-50 w-64 rounded-xl border border-line bg-surface p-4 shadow-lg data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3">
            <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={friend.status} size={64} ring />
            <div className="min-w-0">
              <p className="truncate font-semibold">{friend.nickname}</p>
              <p className="truncate text-sm text-fg-muted">{friend.fullname}</p>
              <p className="truncate text-sm text-fg-muted">@{friend.username}</p>
              <p className="text-xs text-fg-muted capitalize">{friend.status}</p>
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
