import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { FriendHoverCardProps } from './FriendHoverCardPopup';

type Popup = ComponentType<FriendHoverCardProps & { refocus: boolean }>;
let popupLoad: Promise<Popup> | undefined;
const loadPopup = () => (popupLoad ??= import('./FriendHoverCardPopup').then((module) => module.FriendHoverCardPopup));

type Entry = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void; onPointerDown?: () => void; onPointerUp?: () => void }>;

/**
 * A friend's profile card on the left of their entry (§2). It opens on hover or keyboard focus and
 * closes 1 s after the pointer leaves (§9). Its code loads the first time an entry is reached; the
 * entry then gives way to the same entry inside the card's trigger, never in the middle of a press
 * (a click whose button went away between down and up would be lost).
 */
export function FriendHoverCard({ friend, children }: FriendHoverCardProps & { children: Entry }) {
  const [shown, setShown] = useState<{ Popup: Popup; refocus: boolean } | null>(null);
  const pressing = useRef(false);
  const waiting = useRef<(() => void) | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const reach = (by: 'pointer' | 'focus') =>
    void loadPopup().then((Popup) => {
      const show = () => mounted.current && setShown({ Popup, refocus: by === 'focus' });
      if (pressing.current) waiting.current = show;
      else show();
    });
  if (shown)
    return (
      <shown.Popup friend={friend} refocus={shown.refocus}>
        {children}
      </shown.Popup>
    );
  return cloneElement(children, {
    onPointerEnter: () => reach('pointer'),
    onFocus: () => reach('focus'),
    onPointerDown: () => {
      pressing.current = true;
    },
    // After the click that follows this release.
    onPointerUp: () =>
      setTimeout(() => {
        pressing.current = false;
        waiting.current?.();
        waiting.current = null;
      }),
  });
}
