import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';
import type { FriendHoverCardProps } from './FriendHoverCardPopup';

type Popup = ComponentType<FriendHoverCardProps & { refocus: boolean }>;
let popupLoad: Promise<Popup> | undefined;
const loadPopup = () => (popupLoad ??= import('./FriendHoverCardPopup').then((module) => module.FriendHoverCardPopup));

interface EntryHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: () => void;
  onPointerUp?: () => void;
  onPointerLeave?: () => void;
}

/**
 * A friend's profile card on the left of their entry (§2). It opens on hover or keyboard focus and
 * closes 1 s after the pointer leaves (§9). Its code loads the first time an entry is reached; the
 * entry then gives way to the same entry inside the card's trigger, never in the middle of a press
 * (a click whose button went away between down and up would be lost).
 */
export function FriendHoverCard({ friend, children }: FriendHoverCardProps & { children: ReactElement<EntryHandlers> }) {
  const [loaded, setLoaded] = useState<{ Popup: Popup; refocus: boolean } | null>(null);
  const [pressing, setPressing] = useState(false);
  if (loaded && !pressing)
    return (
      <loaded.Popup friend={friend} refocus={loaded.refocus}>
        {children}
      </loaded.Popup>
    );
  const reach = (by: 'pointer' | 'focus') => void loadPopup().then((Popup) => setLoaded({ Popup, refocus: by === 'focus' }));
  return cloneElement(children, {
    onPointerEnter: () => reach('pointer'),
    onFocus: () => reach('focus'),
    onPointerDown: () => setPressing(true),
    // After the click that follows this release.
    onPointerUp: () => setTimeout(() => setPressing(false)),
    onPointerLeave: () => setPressing(false),
  });
}
