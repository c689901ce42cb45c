import { chatCopy } from '@meshwork/contracts';

/** When a stored message or event was published: a timetoken counts 100 ns units since 1970. */
export const dateOfTimetoken = (timetoken: string): Date => new Date(Number(BigInt(timetoken) / 10_000n));

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** Whether `timetoken` falls on another day than `previous` (the first one always does). */
export const startsNewDay = (previous: string | null | undefined, timetoken: string | null): boolean =>
  Boolean(timetoken) && (!previous || dayKey(dateOfTimetoken(previous)) !== dayKey(dateOfTimetoken(timetoken!)));

/** "Today", "Yesterday", else the date in the reader's language. */
export function dayLabel(date: Date, now = new Date()): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return chatCopy.today;
  if (dayKey(date) === dayKey(yesterday)) return chatCopy.yesterday;
  return date.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export const timeLabel = (date: Date): string => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
