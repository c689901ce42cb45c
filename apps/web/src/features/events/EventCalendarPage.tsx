import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { eventsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { cx } from '../../ui/cx';
import { CalendarFeedButton } from './CalendarFeedButton';
import { EventFormDialog } from './EventFormDialog';
import { EventListItem } from './EventListItem';
import { eventRangeQuery, upcomingEventsQuery } from './eventQueries';
import { monthTitleFormat } from './eventFormat';
import { addDays, dateOfKey, dayKey, monthGrid, monthKeyOf } from './monthGrid';
import { MonthView } from './MonthView';

type View = 'month' | 'list';

/** `/event-calendar`: the member's events as a month or a list, with creating and the calendar address. */
export function EventCalendarPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'month';
  const [focusedDay, setFocusedDay] = useState(() => {
    const month = params.get('month');
    return month && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : dayKey(new Date());
  });
  const [creating, setCreating] = useState<{ day?: Date } | undefined>();
  const month = focusedDay.slice(0, 7);

  const show = (next: { view?: View; day?: Date }) => {
    const day = next.day ? dayKey(next.day) : focusedDay;
    if (next.day) setFocusedDay(day);
    const nextView = next.view ?? view;
    setParams({ ...(nextView === 'list' ? { view: 'list' } : {}), month: day.slice(0, 7) }, { replace: true });
  };
  const monthStart = dateOfKey(`${month}-01`);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{eventsCopy.pageTitle}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <CalendarFeedButton />
          <Button onClick={() => setCreating({})}>
            <Plus size={16} aria-hidden /> {eventsCopy.newEvent}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={eventsCopy.pageTitle} className="inline-flex rounded-lg border border-line p-1">
          {(['month', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => show({ view: option })}
              className={cx('h-9 rounded-md px-3 text-sm', view === option ? 'bg-brand text-white' : 'hover:bg-muted')}
            >
              {option === 'month' ? eventsCopy.monthView : eventsCopy.listView}
            </button>
          ))}
        </div>
        {view === 'month' && (
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={eventsCopy.previousMonth}
              onClick={() => show({ day: addDays(monthStart, -1) })}
            >
              <ChevronLeft size={20} aria-hidden />
            </Button>
            <h2 className="min-w-40 text-center font-medium" aria-live="polite">
              {monthTitleFormat.format(monthStart)}
            </h2>
            <Button variant="ghost" size="icon" aria-label={eventsCopy.nextMonth} onClick={() => show({ day: addDays(monthStart, 31) })}>
              <ChevronRight size={20} aria-hidden />
            </Button>
            <Button variant="secondary" onClick={() => show({ day: new Date() })}>
              {eventsCopy.today}
            </Button>
          </div>
        )}
      </div>
      {view === 'month' ? (
        <MonthCalendar
          month={month}
          focusedDay={focusedDay}
          onFocusDay={(day) => (monthKeyOf(day) === month ? setFocusedDay(dayKey(day)) : show({ day }))}
          onCreateOn={(day) => setCreating({ day })}
        />
      ) : (
        <UpcomingList onCreate={() => setCreating({})} />
      )}
      <EventFormDialog open={creating !== undefined} onOpenChange={(open) => !open && setCreating(undefined)} day={creating?.day} />
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => unknown }) {
  return (
    <InlineAlert tone="error">
      {eventsCopy.loadFailed}{' '}
      <button type="button" className="underline" onClick={() => void retry()}>
        {eventsCopy.retry}
      </button>
    </InlineAlert>
  );
}

function MonthCalendar(props: Omit<Parameters<typeof MonthView>[0], 'events'>) {
  const days = monthGrid(props.month);
  // The last month's events stand in while the next loads: the grid stays, and so does the focus a key moved into it.
  const events = useQuery({ ...eventRangeQuery(days[0]!.date, addDays(days.at(-1)!.date, 1)), placeholderData: keepPreviousData });
  if (events.isPending) return <Skeleton className="h-[28rem]" />;
  if (events.isError) return <LoadFailed retry={events.refetch} />;
  return (
    <>
      <MonthView {...props} events={events.data} />
      {events.data.length === 0 && <p className="text-center text-sm text-fg-muted">{eventsCopy.emptyMonth}</p>}
    </>
  );
}

function UpcomingList({ onCreate }: { onCreate: () => void }) {
  const events = useQuery(upcomingEventsQuery);
  if (events.isPending) return <Skeleton className="h-40" />;
  if (events.isError) return <LoadFailed retry={events.refetch} />;
  if (events.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={CalendarDays}
          title={eventsCopy.emptyUpcoming}
          action={<Button onClick={onCreate}>{eventsCopy.newEvent}</Button>}
        />
      </Card>
    );
  }
  return (
    <Card as="section" aria-label={eventsCopy.listView} className="p-2">
      <ul className="divide-y divide-line">
        {events.data.map((event) => (
          <EventListItem key={event.id} event={event} />
        ))}
      </ul>
    </Card>
  );
}
