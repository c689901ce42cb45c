import { useQuery } from '@tanstack/react-query';
import { moderationQueueCopy, type MemberRole } from '@meshwork/contracts';
import { moderationPaths } from '../paths/moderationPaths';
import { openCountQuery } from '../features/moderationQueue/moderationQueries';
import { MenuList } from './MenuList';
import { buildStaffMenu } from './staffMenu';

interface StaffMenuProps {
  role: MemberRole;
  pathname: string;
  onChosen?: () => void;
}

/** The sidebar's staff entries, the queue's with the number of open cases. */
export function StaffMenu({ role, pathname, onChosen }: StaffMenuProps) {
  const open = useQuery(openCountQuery).data?.open ?? 0;
  const openCases = open > 0 && (
    <span
      className="ml-auto rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white"
      aria-label={moderationQueueCopy.openCasesBadge(open)}
    >
      {open}
    </span>
  );
  const entries = buildStaffMenu(role, pathname).map((entry) =>
    entry.path === moderationPaths.queue ? { ...entry, trailing: openCases } : entry,
  );
  return (
    <MenuList label="Staff" items={entries} onChosen={onChosen}>
      <h2 className="px-3 pb-1 text-xs font-medium text-fg-muted uppercase">Staff</h2>
    </MenuList>
  );
}
