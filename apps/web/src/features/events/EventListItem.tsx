import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { eventsCopy, type CalendarEvent } from '@meshwork/contracts';
import { eventPath } from '../../paths/eventPaths';
import { formatEventTime } from './eventFormat';

/** An event in the list view: when, what, where, and the viewer's answer. */
export function EventListItem({ event }: { event: CalendarEvent }) {
  return (
    <li>
      <Link to={eventPath(event.id)} className="flex min-h-11 gap-3 rounded-lg p-3 transition-colors duration-150 hover:bg-muted">
        {event.cover_url ? (
          <img
            src={event.cover_url}
            alt=""
            loading="lazy"
            className="aspect-[3/2] w-16 shrink-0 self-start rounded-md bg-muted object-cover sm:w-24"
          />
        ) : (
          <CalendarDays size={20} aria-hidden className="mt-0.5 shrink-0 text-fg-muted" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{event.title}</span>
          <span className="block text-sm text-fg-muted">{formatEventTime(event)}</span>
          {event.place && (
            <span className="flex items-center gap-1 text-sm text-fg-muted">
              <MapPin size={14} aria-hidden /> {event.place}
            </span>
          )}
          <span className="block text-xs text-fg-muted">{eventsCopy.hostedBy(event.creator.nickname)}</span>
        </span>
        {event.my_answer && (
          <span className="h-fit shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs">{eventsCopy.answerNames[event.my_answer]}</span>
        )}
      </Link>
    </li>
  );
}
