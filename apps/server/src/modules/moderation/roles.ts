import type { MemberRole } from '@meshwork/contracts';

const rank: Record<MemberRole, number> = { member: 0, moderator: 1, administrator: 2 };

/** Moderators and administrators read the queue and act on content and members. */
export const mayModerate = (role: MemberRole): boolean => rank[role] >= rank.moderator;

/** Administrators alone change the instance, its roles and who may join. */
export const mayAdminister = (role: MemberRole): boolean => role === 'administrator';

/** Staff act on those below them: a moderator on members, an administrator on moderators and members. */
export const mayActOn = (actor: MemberRole, subject: MemberRole): boolean => mayModerate(actor) && rank[actor] > rank[subject];
