/** The web app's pages of moderators' decisions (docs/moderation.md). */
export const decisionsPath = '/decisions';
/** A suspended member's only page. */
export const suspendedPath = '/suspended';
