import { useQuery } from '@tanstack/react-query';
import { Cake, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { eventsCopy, type UpcomingBirthday } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { formatLongDay } from '../events/eventFormat';
import { dateOfKey } from '../events/monthGrid';
import { writeOnTimelinePath } from '../../paths/profilePaths';
import { profilePath } from '../../paths/profileSections';
import { birthdaysQuery } from './birthdayQueries';

/** `/birthday`: friends' birthdays today and in the coming 30 days. */
export function BirthdaysPage() {
  const birthdays = useQuery(birthdaysQuery());
  const today = birthdays.data?.filter((birthday) => birthday.days_until === 0) ?? [];
  const soon = birthdays.data?.filter((birthday) => birthday.days_until > 0) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{eventsCopy.birthdaysTitle}</h1>
      {birthdays.isPending ? (
        <Skeleton className="h-40" />
      ) : birthdays.isError ? (
        <InlineAlert tone="error">
          {eventsCopy.birthdaysFailed}{' '}
          <button type="button" className="underline" onClick={() => void birthdays.refetch()}>
            {eventsCopy.retry}
          </button>
        </InlineAlert>
      ) : birthdays.data.length === 0 ? (
        <Card>
          <EmptyState icon={Cake} title={eventsCopy.birthdaysEmpty} />
        </Card>
      ) : (
        <>
          {today.length > 0 && <BirthdayList title={eventsCopy.birthdaysToday} birthdays={today} />}
          {soon.length > 0 && <BirthdayList title={eventsCopy.birthdaysSoon} birthdays={soon} />}
        </>
      )}
    </div>
  );
}

function BirthdayList({ title, birthdays }: { title: string; birthdays: UpcomingBirthday[] }) {
  const id = `birthdays-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card as="section" aria-labelledby={id} className="px-5 py-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="divide-y divide-line">
        {birthdays.map((birthday) => (
          <BirthdayRow key={birthday.user.user_id} birthday={birthday} />
        ))}
      </ul>
    </Card>
  );
}

function BirthdayRow({ birthday: { user, date, days_until, turns } }: { birthday: UpcomingBirthday }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link to={profilePath(user.username)} className="flex min-w-48 flex-1 items-center gap-3">
        <Avatar name={user.nickname} src={user.user_image} colour={user.colour} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{user.nickname}</span>
          <span className="block text-sm text-fg-muted">
            {days_until === 0 ? eventsCopy.birthdaysToday : `${formatLongDay(dateOfKey(date))} · ${eventsCopy.inDays(days_until)}`}
            {turns !== null && ` · ${eventsCopy.turnsAge(turns)}`}
          </span>
        </span>
      </Link>
      <Link
        to={writeOnTimelinePath(user.username)}
        className={buttonClasses('secondary')}
        aria-label={`${eventsCopy.writeOnTimeline}: ${user.nickname}`}
      >
        <PenLine size={16} aria-hidden /> {eventsCopy.writeOnTimeline}
      </Link>
    </li>
  );
}
