import { shellCopy } from '@meshwork/contracts';
import { BellOff } from 'lucide-react';
import { UnreadCount } from './UnreadCount';

/** A conversation's unread count in a list (direct or group); a muted one's is dimmed, after a crossed bell. */
export function UnreadBadge({ count, muted }: { count: number; muted: boolean }) {
  return (
    <>
      {muted && (
        <span role="img" aria-label={shellCopy.conversationMuted} title={shellCopy.conversationMuted} className="text-fg-muted">
          <BellOff size={16} aria-hidden />
        </span>
      )}
      <UnreadCount count={count} dimmed={muted} label={shellCopy.unreadFrom(count)} />
    </>
  );
}
