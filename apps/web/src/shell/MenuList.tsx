import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../ui/cx';
import type { SidebarMenuItem } from './sidebarMenu';

/** One navigation list of the sidebar; `children` come before the list (a heading). */
export function MenuList({
  label,
  items,
  onChosen,
  children,
}: {
  label: string;
  items: SidebarMenuItem[];
  onChosen?: () => void;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      {children}
      <ul className="flex flex-col gap-1">
        {items.map(({ icon: Icon, title, path, active, trailing }) => (
          <li key={path}>
            <Link
              to={path}
              onClick={onChosen}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150',
                active ? 'bg-accent-soft text-fg' : 'text-fg-muted hover:bg-muted hover:text-fg',
              )}
            >
              <Icon size={20} aria-hidden className={active ? 'text-accent' : undefined} />
              {title}
              {trailing}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
