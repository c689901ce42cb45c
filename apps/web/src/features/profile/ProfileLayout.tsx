import { NavLink, Outlet, useParams } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { ProfileAvatar } from '../avatars/ProfileAvatar';
import { CreatorBadge } from '../../ui/CreatorBadge';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { profilePath, profileSections } from './profileSections';
import { useProfileMember } from './useProfileMember';

/** The profile header and its page tabs; each page fills the outlet. */
export function ProfileLayout() {
  const username = useParams().username ?? '';
  const member = useProfileMember(username);
  const colour = member.colour ?? 'var(--mw-accent)';
  return (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <div
          className="relative h-28 sm:h-40"
          style={{ background: `linear-gradient(135deg, color-mix(in oklab, ${colour} 35%, var(--mw-muted)), var(--mw-muted))` }}
        >
          {member.user_id && (
            <div className="absolute inset-y-0 right-0 w-36 sm:w-56">
              <ProfileAvatar userId={member.user_id} name={member.nickname} />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-4 px-4 pb-2 sm:flex-row sm:items-end sm:px-6">
          <Avatar
            name={member.nickname}
            src={member.user_image}
            size={128}
            colour={colour}
            ring
            status={member.status}
            className="-mt-16 self-center sm:self-auto"
          />
          <div className="min-w-0 pb-2 text-center sm:text-left">
            <div className="flex items-center justify-center gap-2 sm:justify-start">
              <h1 className="truncate text-2xl font-semibold">{member.fullname}</h1>
              {member.isCreator && <CreatorBadge />}
            </div>
            <p className="text-sm text-fg-muted">@{member.username}</p>
          </div>
        </div>
        <nav aria-label="Profile pages" className="mt-2 overflow-x-auto border-t border-line px-2 sm:px-4">
          <ul className="flex">
            {profileSections.map((section) => (
              <li key={section.slug}>
                <NavLink
                  to={profilePath(username, section.slug)}
                  end
                  className={({ isActive }) =>
                    cx(
                      'flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                      isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
                    )
                  }
                >
                  {section.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <Outlet />
    </div>
  );
}
