import { useQuery } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isStaff, moderationQueueCopy as copy } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { cx } from '../../ui/cx';
import { moderationPaths } from './caseDisplay';
import { openCountQuery } from './moderationQueries';

/** The sidebar's "Moderation" entry, for staff only, with the number of open cases. */
export function ModerationNavEntry({ onChosen }: { onChosen?: () => void }) {
  const session = useSession();
  const staff = session !== null && isStaff(session.role);
  if (!staff) return null;
  return <StaffEntry onChosen={onChosen} />;
}

function StaffEntry({ onChosen }: { onChosen?: () => void }) {
  const { pathname } = useLocation();
  const open = useQuery(openCountQuery).data?.open ?? 0;
  const active = pathname === moderationPaths.queue || pathname.startsWith(`${moderationPaths.queue}/`);
  return (
    <li>
      <Link
        to={moderationPaths.queue}
        onClick={onChosen}
        aria-current={active ? 'page' : undefined}
        className={cx(
          'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150',
          active ? 'bg-accent-soft text-fg' : 'text-fg-muted hover:bg-muted hover:text-fg',
        )}
      >
        <Shield size={20} aria-hidden className={active ? 'text-accent' : undefined} />
        {copy.navTitle}
        {open > 0 && (
          <span
            className="ml-auto rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white"
            aria-label={copy.openCasesBadge(open)}
          >
            {open}
          </span>
        )}
      </Link>
    </li>
  );
}
