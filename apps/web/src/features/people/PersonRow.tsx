import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Person } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { CreatorBadge } from '../../ui/CreatorBadge';
import { profilePath } from '../../paths/profileSections';

interface PersonRowProps {
  person: Person;
  /** A line under the name, e.g. mutual friends. */
  detail?: ReactNode;
  actions: ReactNode;
}

/** A member in a list of people: image, names and what can be done. */
export function PersonRow({ person, detail, actions }: PersonRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link to={profilePath(person.username)} className="flex min-w-48 flex-1 items-center gap-3 rounded-lg">
        <Avatar name={person.nickname} src={person.user_image} colour={person.colour} size={40} />
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium">{person.nickname}</span>
            {person.is_creator && <CreatorBadge />}
          </span>
          <span className="block truncate text-sm text-fg-muted">
            {person.fullname} · @{person.username}
          </span>
          {detail && <span className="block text-xs text-fg-muted">{detail}</span>}
        </span>
      </Link>
      {actions}
    </li>
  );
}
