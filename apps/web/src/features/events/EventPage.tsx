import { useSession } from '../../api/session';
import { ReportButton } from '../reports/ReportButton';
import { OwnedRoomButton } from '../roomDoors/OwnedRoomButton';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, Clock, Globe, Link as LinkIcon, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { eventAnswers, eventsCopy, reportEntryCopy, roomDoorsCopy, type CalendarEvent } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { cx } from '../../ui/cx';
import { profilePath } from '../../paths/profileSections';
import { eventCalendarPath } from '../../paths/eventPaths';
import { formatEventTime, formatInEventZone } from './eventFormat';
import { EventFormDialog } from './EventFormDialog';
import { EventGuests } from './EventGuests';
import { eventQuery } from './eventQueries';
import { InviteFriendsDialog } from './InviteFriendsDialog';
import { useAnswerEvent, useDeleteEvent } from './useEventActions';

const backLink = (
  <Link to={eventCalendarPath} className="flex w-fit items-center gap-1 text-sm text-fg-muted hover:text-fg">
    <ArrowLeft size={16} aria-hidden /> {eventsCopy.backToCalendar}
  </Link>
);

/** `/event-calendar/:id`: an event with the viewer's answer, its guests, and the creator's tools. */
export function EventPage() {
  const { id = '' } = useParams();
  const event = useQuery(eventQuery(id));
  if (event.isPending) return <Skeleton className="h-80" />;
  if (event.isError) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <Card>
          <EmptyState icon={CalendarPlus} title={eventsCopy.eventNotFound} headingLevel="h1" />
        </Card>
      </div>
    );
  }
  return <EventDetails event={event.data} />;
}

function EventDetails({ event }: { event: CalendarEvent }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const answer = useAnswerEvent(event.id);
  const remove = useDeleteEvent(event.id, () => void navigate(eventCalendarPath));
  const inEventZone = formatInEventZone(event);
  const myId = useSession()?.user_id;
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <Card className="flex flex-col gap-4 overflow-hidden p-5">
        {event.cover_url && (
          <img
            src={event.cover_url}
            alt={eventsCopy.coverAlt(event.title)}
            className="-mx-5 -mt-5 aspect-[3/1] w-[calc(100%+2.5rem)] max-w-none bg-muted object-cover"
          />
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold break-words">{event.title}</h1>
            <Link to={profilePath(event.creator.username)} className="mt-1 flex items-center gap-2 text-sm text-fg-muted">
              <Avatar name={event.creator.nickname} src={event.creator.user_image} colour={event.creator.colour} size={24} />
              {eventsCopy.hostedBy(event.creator.nickname)}
            </Link>
          </div>
          <span className="flex items-center gap-2">
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs">{eventsCopy.visibilityNames[event.visibility]}</span>
            <OwnedRoomButton kind="event" ownerId={event.id} label={roomDoorsCopy.eventRoom} />
            {myId !== undefined && event.creator.user_id !== myId && (
              <ReportButton target={{ type: 'event', id: event.id }} label={reportEntryCopy.reportEvent} />
            )}
          </span>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2">
            <Clock size={16} aria-hidden className="mt-0.5 shrink-0" />
            <span>
              {formatEventTime(event)}
              {inEventZone && <span className="block text-fg-muted">{inEventZone}</span>}
            </span>
          </li>
          {event.place && (
            <li className="flex items-start gap-2">
              <MapPin size={16} aria-hidden className="mt-0.5 shrink-0" /> {event.place}
            </li>
          )}
          {event.link && (
            <li className="flex items-start gap-2">
              <LinkIcon size={16} aria-hidden className="mt-0.5 shrink-0" />
              <a href={event.link} target="_blank" rel="noopener noreferrer nofollow" className="break-all underline">
                {event.link}
              </a>
            </li>
          )}
          <li className="flex items-start gap-2">
            <Globe size={16} aria-hidden className="mt-0.5 shrink-0" /> {event.time_zone.replaceAll('_', ' ')}
          </li>
        </ul>
        {event.description && <p className="text-sm whitespace-pre-line">{event.description}</p>}

        <div role="group" aria-label={eventsCopy.yourAnswer} className="flex flex-wrap gap-2">
          {eventAnswers.map((option) => (
            <Button
              key={option}
              variant={event.my_answer === option ? 'primary' : 'secondary'}
              aria-pressed={event.my_answer === option}
              disabled={answer.isPending}
              onClick={() => answer.mutate(option)}
            >
              {eventsCopy.answerNames[option]} <span className="text-xs opacity-80">{event.answers[option]}</span>
            </Button>
          ))}
        </div>

        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          <a href={event.ics_url} download className={buttonClasses('secondary')}>
            <CalendarPlus size={16} aria-hidden /> {eventsCopy.downloadIcs}
          </a>
          {event.is_mine && (
            <>
              <InviteFriendsDialog eventId={event.id} />
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil size={16} aria-hidden /> {eventsCopy.editEvent}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" className={cx('text-danger')} loading={remove.isPending}>
                    <Trash2 size={16} aria-hidden /> {eventsCopy.deleteEvent}
                  </Button>
                }
                title={eventsCopy.deleteEvent}
                description={eventsCopy.confirmDelete}
                confirmLabel={eventsCopy.deleteEvent}
                confirmVariant="danger"
                onConfirm={() => remove.mutate(undefined)}
              />
            </>
          )}
        </div>
      </Card>
      <Card className="p-5">
        <EventGuests eventId={event.id} />
      </Card>
      <EventFormDialog open={editing} onOpenChange={setEditing} event={event} />
    </div>
  );
}
