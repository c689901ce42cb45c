import type { MemberRole } from '../roles.js';

const roleNames: Record<MemberRole, string> = { member: 'Member', moderator: 'Moderator', administrator: 'Administrator' };

/** What the members list, role changes and `npm run admin` say (docs/moderation.md). */
export const administrationCopy = {
  roleName: (role: MemberRole) => roleNames[role],
  invalidFilter: 'Choose one of the filters: new, reported, limited, suspended, staff or awaiting',
  invalidRole: 'Choose a role: member, moderator or administrator',
  invalidMember: 'Must be a member id',
  searchTooLong: 'Search for at most 100 characters, without NUL characters',
  notYourself: 'You may not change your own role',
  lastAdministrator: 'The network needs at least one administrator: promote another member first',
  roleChanged: (name: string, role: MemberRole) =>
    `${name} is now ${role === 'administrator' ? 'an' : 'a'} ${roleNames[role].toLowerCase()}`,
  roleUnchanged: (name: string, role: MemberRole) =>
    `${name} is already ${role === 'administrator' ? 'an' : 'a'} ${roleNames[role].toLowerCase()}`,
  membersTitle: 'Members',
  membersIntro: 'Everyone on the network, staff, limited, suspended and waiting members included.',
  searchLabel: 'Search members',
  searchPlaceholder: 'Name, username or email',
  filterLabels: {
    new: 'New',
    reported: 'Reported',
    limited: 'Limited',
    suspended: 'Suspended',
    staff: 'Staff',
    awaiting: 'Awaiting approval',
  },
  allFilter: 'All',
  noMembers: 'No members match',
  noMembersHint: 'Try another search or filter.',
  loadFailed: 'The members could not be loaded',
  loadMore: 'Load more',
  retry: 'Try again',
  changeRole: 'Change role',
  changeRoleTitle: (name: string) => `Change the role of ${name}`,
  changeRoleDescription: 'Moderators handle reports and act on members; administrators also run the instance and its roles.',
  roleLabel: 'Role',
  confirmRoleChange: 'Change role',
  joined: 'Joined',
  lastActive: 'Last active',
  never: 'never',
  openReports: (count: number) => `${count} open ${count === 1 ? 'report' : 'reports'}`,
  flags: { limited: 'Limited', suspended: 'Suspended', awaiting: 'Awaiting approval' },
  adminCommandHint: 'No administrator yet: make one with npm run admin -- create <username> <email>',
} as const;
