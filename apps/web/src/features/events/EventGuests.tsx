import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { eventsCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Skeleton } from '../../ui/Skeleton';
import { profilePath } from '../../paths/profileSections';
import { eventGuestsQuery } from './eventQueries';

/** Who is invited and how they answered. */
export function EventGuests({ eventId }: { eventId: string }) {
  const guests = useQuery(eventGuestsQuery(eventId));
  return (
    <section aria-labelledby="event-guests" className="flex flex-col gap-2">
      <h2 id="event-guests" className="font-semibold">
        {eventsCopy.guestsTitle}
      </h2>
      {guests.isPending ? (
        <Skeleton className="h-16" />
      ) : guests.isError ? (
        <p className="text-sm text-danger">{eventsCopy.loadFailed}</p>
      ) : guests.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{eventsCopy.noGuests}</p>
      ) : (
        <ul className="divide-y divide-line">
          {guests.data.map((guest) => (
            <li key={guest.user.user_id} className="flex items-center gap-3 py-2">
              <Link to={profilePath(guest.user.username)} className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar name={guest.user.nickname} src={guest.user.user_image} colour={guest.user.colour} size={32} />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{guest.user.nickname}</span>
                  {guest.invited_by && (
                    <span className="block text-xs text-fg-muted">{eventsCopy.invitedBy(guest.invited_by.nickname)}</span>
                  )}
                </span>
              </Link>
              <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs">
                {guest.answer ? eventsCopy.answerNames[guest.answer] : eventsCopy.notAnswered}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
