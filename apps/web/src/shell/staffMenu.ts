import type { MemberRole } from '@meshwork/contracts';
import { BadgeCheck, Globe, ScrollText, Settings2, ShieldCheck, Ticket, UserPlus, UsersRound, type LucideIcon } from 'lucide-react';
import { moderationPaths } from '../paths/moderationPaths';
import type { SidebarMenuItem } from './sidebarMenu';

interface StaffEntry {
  icon: LucideIcon;
  title: string;
  path: string;
  /** Who sees the entry: moderators see moderators' entries, administrators see them all. */
  for: 'moderator' | 'administrator';
}

/** The staff pages, each a line (docs/moderation.md). */
const staffEntries: StaffEntry[] = [
  { icon: ShieldCheck, title: 'Moderation', path: moderationPaths.queue, for: 'moderator' },
  { icon: UsersRound, title: 'Members', path: moderationPaths.members, for: 'administrator' },
  { icon: ScrollText, title: 'Audit log', path: moderationPaths.auditLog, for: 'administrator' },
  { icon: UserPlus, title: 'Sign-ups', path: moderationPaths.signUps, for: 'administrator' },
  { icon: BadgeCheck, title: 'Creator requests', path: moderationPaths.creatorRequests, for: 'administrator' },
  { icon: Ticket, title: 'Invitations', path: moderationPaths.invitations, for: 'administrator' },
  { icon: Globe, title: 'Other servers', path: moderationPaths.federation, for: 'administrator' },
  { icon: Settings2, title: 'Settings', path: moderationPaths.settings, for: 'administrator' },
];

/** The sidebar's staff menu: empty for members, so it shows to staff only. */
export function buildStaffMenu(role: MemberRole | undefined, pathname: string): SidebarMenuItem[] {
  if (role !== 'moderator' && role !== 'administrator') return [];
  const current = pathname.replace(/\/$/, '');
  return staffEntries
    .filter((entry) => entry.for === 'moderator' || role === 'administrator')
    .map(({ icon, title, path }) => ({ icon, title, path, active: current === path || current.startsWith(`${path}/`) }));
}
