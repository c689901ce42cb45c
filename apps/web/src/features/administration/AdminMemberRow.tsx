import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { administrationCopy, type AdminMember } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { moderationPaths } from '../../paths/moderationPaths';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';
const roleBadges = { member: '', moderator: 'bg-accent-soft text-fg', administrator: 'bg-fg text-surface' } as const;

/** The staff page of a member (built by the moderation feature). */

/** One member of the list: who they are, their role and states, and the role change (not for oneself). */
export function AdminMemberRow({ member, isViewer }: { member: AdminMember; isViewer: boolean }) {
  const flags: string[] = [
    ...(member.suspended ? [administrationCopy.flags.suspended] : []),
    ...(member.limited ? [administrationCopy.flags.limited] : []),
    ...(member.awaiting_approval ? [administrationCopy.flags.awaiting] : []),
  ];
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <Link to={moderationPaths.member(member.user_id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg">
        <Avatar name={member.nickname} src={member.user_image} colour={member.colour} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{member.fullname}</span>
          <span className="block truncate text-sm text-fg-muted">@{member.username}</span>
        </span>
      </Link>
      <div className="flex flex-wrap items-center gap-2 sm:w-44 sm:shrink-0">
        {member.role !== 'member' && <span className={cx(badge, roleBadges[member.role])}>{administrationCopy.roleName(member.role)}</span>}
        {flags.map((flag) => (
          <span key={flag} className={cx(badge, 'bg-danger-soft text-fg')}>
            {flag}
          </span>
        ))}
        {member.open_reports > 0 && (
          <span className={cx(badge, 'border border-line text-fg')}>
            <Flag size={12} aria-hidden />
            {administrationCopy.openReports(member.open_reports)}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted sm:w-44 sm:shrink-0">
        <dt>{administrationCopy.joined}</dt>
        <dd>
          <time dateTime={member.joined_at}>{new Date(member.joined_at).toLocaleDateString()}</time>
        </dd>
        <dt>{administrationCopy.lastActive}</dt>
        <dd>
          {member.last_active_at ? (
            <time dateTime={member.last_active_at}>{timeAgo(member.last_active_at)}</time>
          ) : (
            administrationCopy.never
          )}
        </dd>
      </dl>
      <div className="sm:shrink-0 sm:text-right">{!isViewer && <ChangeRoleDialog member={member} />}</div>
    </li>
  );
}
