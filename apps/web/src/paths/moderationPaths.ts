/** The web app's pages of moderators' decisions (docs/moderation.md). */
export const decisionsPath = '/decisions';
/** A suspended member's only page. */
export const suspendedPath = '/suspended';
export const appealsQueuePath = '/moderation/appeals';
export const auditLogPath = '/admin/action_logs';
