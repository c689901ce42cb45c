/** The count of unread items on a header icon; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-count"
      className="absolute top-1.5 right-1.5 min-w-4 rounded-full bg-brand px-1 text-center text-[10px] leading-4 font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
