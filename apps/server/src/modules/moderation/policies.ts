import { moderationCopy, type MemberRole } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Policy } from '../../http/authorize.js';
import { forbidden } from '../../http/errors.js';
import { members } from '../users/index.js';
import { mayActOn, mayAdminister, mayModerate } from './roles.js';

/**
 * The one policy of every moderation and administration route (docs/moderation.md, "Roles"): the
 * staff scopes ask `moderate` or `administer` before any of their routes runs, and every action
 * on a member asks `actOn`. Roles are read at each question, so a demotion takes effect at once.
 */
export function staffPolicies(db: Db) {
  const roleOf = async (memberId: string): Promise<MemberRole> => {
    const [row] = await db.select({ role: members.role }).from(members).where(eq(members.id, memberId));
    return row?.role ?? 'member';
  };
  return {
    roleOf,

    /** The queue, reports, actions on content and on members, appeals. */
    moderate: {
      may: async (viewerId) => mayModerate(await roleOf(viewerId)),
      refusal: () => forbidden('staff_only', moderationCopy.staffOnly),
    } satisfies Policy<void>,

    /** Instance settings, sign-ups, invitations, roles, creator upgrades, the audit log. */
    administer: {
      may: async (viewerId) => mayAdminister(await roleOf(viewerId)),
      refusal: () => forbidden('administrators_only', moderationCopy.administratorsOnly),
    } satisfies Policy<void>,

    /** Warning, limiting, suspending a member, or removing their content: never oneself, never one's equal or better. */
    actOn: {
      may: async (viewerId, memberId) => viewerId !== memberId && mayActOn(await roleOf(viewerId), await roleOf(memberId)),
      refusal: () => forbidden('outranked', moderationCopy.outranked),
    } satisfies Policy<string>,
  };
}

export type StaffPolicies = ReturnType<typeof staffPolicies>;
