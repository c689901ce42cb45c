import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { eventsCopy, type CalendarEvent } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import { eventPath } from '../../paths/eventPaths';
import { formatLongDay, formatTime } from './eventFormat';
import { dayKey, monthGrid, movedDay, type GridDay } from './monthGrid';

const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
// 2024-01-01 was a Monday: the weekday names from Monday on.
const weekdays = Array.from({ length: 7 }, (_, index) => weekdayFormat.format(new Date(2024, 0, 1 + index)));
const chipsShown = 3;

interface MonthViewProps {
  /** `YYYY-MM`. */
  month: string;
  events: CalendarEvent[];
  /** The day with the keyboard focus (`YYYY-MM-DD`); moving it may change the month. */
  focusedDay: string;
  onFocusDay: (day: Date) => void;
  /** Enter on a day: a new event on it. */
  onCreateOn: (day: Date) => void;
}

/** Events that touch a day, in the viewer's time zone. */
function eventsOn(day: GridDay, events: CalendarEvent[]) {
  const start = day.date.getTime();
  const end = start + 86_400_000;
  return events.filter((event) => new Date(event.starts_at).getTime() < end && new Date(event.ends_at).getTime() > start);
}

/**
 * The month as a grid: arrow keys move by day and week, Home and End to the week's edges, Page Up
 * and Page Down by month, Enter creates an event on the focused day. Today is marked.
 */
export function MonthView({ month, events, focusedDay, onFocusDay, onCreateOn }: MonthViewProps) {
  const days = monthGrid(month);
  const today = dayKey(new Date());
  const grid = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: GridDay) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onCreateOn(day.date);
      return;
    }
    const next = movedDay(day.date, event.key);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onFocusDay(next);
  };

  return (
    <div ref={grid} role="grid" aria-label={eventsCopy.monthView} className="overflow-hidden rounded-xl border border-line bg-surface">
      <div role="row" className="grid grid-cols-7 border-b border-line bg-muted text-xs font-medium text-fg-muted">
        {weekdays.map((name) => (
          <div role="columnheader" key={name} className="px-2 py-2 text-center">
            {name}
          </div>
        ))}
      </div>
      {Array.from({ length: 6 }, (_, week) => (
        <div role="row" key={week} className="grid grid-cols-7">
          {days.slice(week * 7, week * 7 + 7).map((day) => {
            const onDay = eventsOn(day, events);
            const isToday = day.key === today;
            return (
              <div
                role="gridcell"
                key={day.key}
                data-day={day.key}
                tabIndex={day.key === focusedDay ? 0 : -1}
                aria-current={isToday ? 'date' : undefined}
                aria-label={`${formatLongDay(day.date)}${onDay.length ? `, ${eventsCopy.eventCount(onDay.length)}` : ''}`}
                onKeyDown={(event) => onKeyDown(event, day)}
                onFocus={() => day.key !== focusedDay && onFocusDay(day.date)}
                className={cx(
                  'flex min-h-16 flex-col gap-1 border-r border-b border-line p-1 outline-none last:border-r-0 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset sm:min-h-24',
                  !day.inMonth && 'bg-muted/50 text-fg-muted',
                )}
              >
                <span
                  className={cx(
                    'flex size-7 items-center justify-center self-end rounded-full text-xs',
                    isToday && 'bg-brand font-semibold text-white',
                  )}
                >
                  {day.date.getDate()}
                </span>
                {onDay.slice(0, chipsShown).map((event) => (
                  <Link
                    key={event.id}
                    to={eventPath(event.id)}
                    tabIndex={day.key === focusedDay ? 0 : -1}
                    className="truncate rounded bg-accent-soft px-1 py-0.5 text-[11px] leading-tight text-fg hover:bg-brand hover:text-white"
                    title={event.title}
                  >
                    <span className="hidden sm:inline">{formatTime(event.starts_at)} </span>
                    {event.title}
                  </Link>
                ))}
                {onDay.length > chipsShown && (
                  <span className="px-1 text-[11px] text-fg-muted">{eventsCopy.moreEvents(onDay.length - chipsShown)}</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
