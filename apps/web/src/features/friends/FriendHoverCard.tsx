import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { FriendHoverCardProps } from './FriendHoverCardPopup';

const FriendHoverCardPopup = lazy(() => import('./FriendHoverCardPopup').then((module) => ({ default: module.FriendHoverCardPopup })));

type Entry = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>;

/**
 * A friend's profile card on the left of their entry (§2). It opens on hover or keyboard focus and
 * closes 1 s after the pointer leaves (§9). Its code loads the first time an entry is reached.
 */
export function FriendHoverCard({ friend, children }: FriendHoverCardProps & { children: Entry }) {
  const [reachedBy, setReachedBy] = useState<'pointer' | 'focus' | null>(null);
  const entry = cloneElement(children, {
    onPointerEnter: () => setReachedBy('pointer'),
    onFocus: () => setReachedBy('focus'),
  });
  if (!reachedBy) return entry;
  return (
    <Suspense fallback={entry}>
      <FriendHoverCardPopup friend={friend} refocus={reachedBy === 'focus'}>
        {children}
      </FriendHoverCardPopup>
    </Suspense>
  );
}
