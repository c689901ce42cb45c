/**
 * A member's role on the instance, apart from the rest of moderation's words: every page's
 * navigation asks it, and only staff pages need the others (docs/moderation.md).
 */
/** What a member may be on an instance: staff are moderators and administrators. */
export const memberRoles = ['member', 'moderator', 'administrator'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Whether a role moderates: reads the queue, acts on content and on members. */
export const isStaff = (role: MemberRole): boolean => role !== 'member';
