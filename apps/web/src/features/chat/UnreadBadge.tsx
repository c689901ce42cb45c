import { chatCopy } from '@meshwork/contracts';

/** A conversation's unread count in a list (direct or group). */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-white" aria-label={chatCopy.unreadFrom(count)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
