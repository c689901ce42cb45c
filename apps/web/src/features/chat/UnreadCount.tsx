import { cx } from '../../ui/cx';

/** A conversation's unread count; dimmed when the conversation is muted, as its messages leave the header's total. */
export function UnreadCount({ count, dimmed, label }: { count: number; dimmed: boolean; label: string }) {
  if (count === 0) return null;
  return (
    <span
      className={cx('rounded-full px-1.5 text-xs leading-5 font-semibold', dimmed ? 'bg-muted text-fg-muted' : 'bg-brand text-white')}
      aria-label={label}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
