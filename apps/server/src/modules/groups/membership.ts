import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.js';
import { chatGroupMembers, chatGroups } from '../../db/schema/groups.js';

/** The SQL form of "the member is in the group of another table's `groupId` now". */
export const inGroup = (memberId: string, groupId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${chatGroupMembers} where ${chatGroupMembers.groupId} = ${groupId} and ${chatGroupMembers.memberId} = ${memberId})`;

/** The name of the group of another table's `groupId` when the member is in it, else null (a notification's subject). */
export const groupNameShownTo = (memberId: string, groupId: AnyColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${chatGroups.name} from ${chatGroups} where ${chatGroups.id} = ${groupId} and ${inGroup(memberId, chatGroups.id)})`;

/** Who is in which group (PostgreSQL, the source of truth): the realtime access and the policies ask here. */
export class GroupMembership {
  constructor(private readonly db: Db) {}

  /** The groups a member is in now. */
  async groupsOf(memberId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.memberId, memberId));
    return new Set(rows.map((row) => row.groupId));
  }

  /** The current members of a group. */
  async memberIdsOf(groupId: string): Promise<string[]> {
    const rows = await this.db
      .select({ memberId: chatGroupMembers.memberId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, groupId));
    return rows.map((row) => row.memberId);
  }

  /** The member's role in the group, or undefined when it is not in it. */
  async roleOf(memberId: string, groupId: string, tx: Db | Transaction = this.db) {
    const [row] = await tx
      .select({ role: chatGroupMembers.role })
      .from(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.memberId, memberId)));
    return row?.role;
  }

  /** The members of a group, oldest first, locking the group's row so that changes to one group run one at a time. */
  async lockedMembersOf(tx: Transaction, groupId: string) {
    await tx.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.id, groupId)).for('update');
    return tx
      .select({ memberId: chatGroupMembers.memberId, role: chatGroupMembers.role })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, groupId))
      .orderBy(asc(chatGroupMembers.joinedAt), asc(chatGroupMembers.memberId));
  }

  async remove(tx: Transaction, groupId: string, memberIds: string[]): Promise<void> {
    await tx.delete(chatGroupMembers).where(and(eq(chatGroupMembers.groupId, groupId), inArray(chatGroupMembers.memberId, memberIds)));
  }
}
