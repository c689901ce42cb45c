import { Globe, Monitor, Smartphone, Tablet, Tv, type LucideIcon } from 'lucide-react';
import { sessionsCopy, type DeviceType, type MemberSession } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { timeAgo } from '../../ui/timeAgo';

const deviceIcons: Record<DeviceType, LucideIcon> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, tv: Tv, unknown: Globe };
const loginDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface SessionRowProps {
  session: MemberSession;
  /** Its name in the list (sessionNames.ts). */
  name: string;
  ending: boolean;
  onEnd: () => void;
}

/** One place the member is logged in: what it is, where from, when; any but this one can be logged out. */
export function SessionRow({ session, name, ending, onEnd }: SessionRowProps) {
  const Icon = deviceIcons[session.device_type];
  const origin = [session.device, session.address].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-fg-muted">
          <Icon size={20} aria-hidden />
        </span>
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            <span className="break-words">{name}</span>
            {session.current && (
              <span className="rounded-full border border-line bg-accent-soft px-2 py-0.5 text-xs font-medium">
                {sessionsCopy.thisDevice}
              </span>
            )}
          </p>
          {origin && <p className="break-words text-fg-muted">{origin}</p>}
          <p className="text-fg-muted">
            {sessionsCopy.lastActive} <time dateTime={session.last_active_at}>{timeAgo(session.last_active_at)}</time>
            {' · '}
            {sessionsCopy.loggedIn} <time dateTime={session.created_at}>{loginDate.format(new Date(session.created_at))}</time>
          </p>
          {session.two_factor_pending && <p className="font-medium text-danger">{sessionsCopy.waitingForCode}</p>}
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="ml-13 self-start sm:ml-0 sm:self-center"
          loading={ending}
          onClick={onEnd}
          aria-label={sessionsCopy.logOutSession(name)}
        >
          {sessionsCopy.logOut}
        </Button>
      )}
    </li>
  );
}
