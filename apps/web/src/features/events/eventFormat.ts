import type { CalendarEvent } from '@meshwork/contracts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const monthTitleFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
const formatDay = (date: Date) => dayFormat.format(date);
export const formatLongDay = (date: Date) => longDayFormat.format(date);

/** "Sat, 5 Dec, 18:00 – 21:00" in the viewer's zone (both dates when it spans days). */
export function formatEventTime(event: Pick<CalendarEvent, 'starts_at' | 'ends_at'>): string {
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const sameDay = start.toDateString() === end.toDateString();
  return `${formatDay(start)}, ${formatTime(event.starts_at)} – ${sameDay ? '' : `${formatDay(end)}, `}${formatTime(event.ends_at)}`;
}

/** The same times in the zone the event was entered in, when that zone's clock differs from the viewer's. */
export function formatInEventZone(event: CalendarEvent): string | undefined {
  const zoned = new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.time_zone,
    timeZoneName: 'short',
  });
  const local = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  const start = new Date(event.starts_at);
  return zoned.format(start) === local.format(start) ? undefined : `${zoned.format(start)} (${event.time_zone.replaceAll('_', ' ')})`;
}
