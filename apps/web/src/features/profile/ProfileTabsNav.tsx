import { NavLink } from 'react-router';
import { cx } from '../../ui/cx';
import { profilePath, profileSections } from '../../paths/profileSections';

/** The profile's pages as tabs; the current one is marked for assistive technology by NavLink. */
export function ProfileTabsNav({ username }: { username: string }) {
  return (
    <nav aria-label="Profile pages" className="overflow-x-auto border-t border-line px-2 sm:px-4">
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
  );
}
