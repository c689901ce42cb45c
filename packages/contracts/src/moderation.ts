/**
 * The words of moderation and administration shared by the server and the web app
 * (docs/moderation.md). The schemas of each route's input and output sit with the module that
 * serves it; these are the closed sets every part names the same way.
 */

/** What a member can report. */
export const reportTargets = ['post', 'comment', 'message', 'member', 'group', 'event', 'remote_note'] as const;
export type ReportTarget = (typeof reportTargets)[number];

/** Why a member reports. */
export const reportCategories = ['spam', 'harassment', 'hate', 'violence', 'sexual', 'impersonation', 'illegal', 'other'] as const;
export type ReportCategory = (typeof reportCategories)[number];

/** A case gathers the open reports of one target until a moderator closes it. */
export const caseStatuses = ['open', 'resolved', 'dismissed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/**
 * Every entry of the audit log. Content: remove, restore (an appeal granted), mark sensitive.
 * Members: warn, limit, unlimit, suspend, unsuspend; sign-up approve and reject; role changes;
 * creator upgrades; instance settings; case and appeal decisions; policies for other servers.
 */
export const moderationActions = [
  'remove_content',
  'restore_content',
  'mark_sensitive',
  'warn',
  'limit',
  'unlimit',
  'suspend',
  'unsuspend',
  'dismiss_reports',
  'grant_appeal',
  'deny_appeal',
  'approve_sign_up',
  'reject_sign_up',
  'approve_creator',
  'decline_creator',
  'change_role',
  'reset_password',
  'update_settings',
  'create_invitation',
  'revoke_invitation',
  'set_domain_policy',
  'lift_domain_policy',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The decisions a member may appeal, once: the others reverse one or decide an appeal. */
export const appealableActions: readonly ModerationAction[] = ['remove_content', 'mark_sensitive', 'warn', 'limit', 'suspend'];

/** An appeal waits for a moderator, who grants it (the action is reversed) or denies it. */
export const appealStatuses = ['pending', 'granted', 'denied'] as const;
export type AppealStatus = (typeof appealStatuses)[number];
