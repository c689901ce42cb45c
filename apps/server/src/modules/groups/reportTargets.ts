import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatGroupMembers, chatGroups } from '../../db/schema/groups.js';

/**
 * Groups as the reports module needs them: a group is seen by its members only (the rule of
 * reading one), and belongs to its longest-standing admin, who answers for it.
 */
export function reportableGroups(db: Db) {
  const ownerOf = async (groupId: string): Promise<string | null> => {
    const [admin] = await db
      .select({ memberId: chatGroupMembers.memberId })
      .from(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.role, 'admin')))
      .orderBy(asc(chatGroupMembers.joinedAt), asc(chatGroupMembers.memberId))
      .limit(1);
    return admin?.memberId ?? null;
  };
  return {
    async groupSeenBy(viewerId: string, groupId: string): Promise<{ ownerId: string | null } | undefined> {
      const [row] = await db
        .select({ id: chatGroupMembers.groupId })
        .from(chatGroupMembers)
        .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.memberId, viewerId)));
      return row && { ownerId: await ownerOf(groupId) };
    },

    async groupAsStaffSee(groupId: string) {
      const [row] = await db
        .select({ name: chatGroups.name, createdAt: chatGroups.createdAt })
        .from(chatGroups)
        .where(eq(chatGroups.id, groupId));
      return (
        row && {
          ownerId: await ownerOf(groupId),
          text: row.name,
          details: null,
          createdAt: row.createdAt,
          removed: false,
          link: `/messages/groups/${groupId}`,
        }
      );
    },
  };
}
