/** The web app's pages of moderators' decisions (docs/moderation.md). */
export const decisionsPath = '/decisions';
/** A suspended member's only page. */
export const suspendedPath = '/suspended';
/** The staff pages: the moderators' and the administrators'. */
export const moderationPaths = {
  queue: '/moderation',
  appeals: '/moderation/appeals',
  case: (id: string) => `/moderation/cases/${encodeURIComponent(id)}`,
  member: (id: string) => `/moderation/members/${encodeURIComponent(id)}`,
  members: '/admin/members',
  auditLog: '/admin/action_logs',
  settings: '/admin/settings',
  signUps: '/admin/sign-ups',
  creatorRequests: '/admin/creator-requests',
  invitations: '/admin/invitations',
  federation: '/admin/federation',
};
