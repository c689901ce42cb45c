import { dateOfTimetoken, dayLabel } from './messageTimes';

/**
 * The day the messages below it were sent ("Today", "Yesterday", a date), in a conversation's list:
 * an item of the list itself (a list holds only items), whose text screen readers read in order.
 */
export function DaySeparator({ timetoken }: { timetoken: string }) {
  const label = dayLabel(dateOfTimetoken(timetoken));
  return (
    <li className="my-1 flex items-center gap-3 text-xs text-fg-muted" data-testid="day-separator">
      <span className="h-px flex-1 bg-line" aria-hidden />
      {label}
      <span className="h-px flex-1 bg-line" aria-hidden />
    </li>
  );
}
