import { newMemberDays, type AdminMember, type AdminMembersQuery, type MemberFilter } from '@meshwork/contracts';
import { and, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { openReportsAbout } from '../reports/index.js';
import { matchesSearch, members, outerMemberId } from '../users/index.js';

const openReports = openReportsAbout(outerMemberId);

/** Each filter of the list as a condition on the members table. */
const filterConditions: Record<MemberFilter, () => SQL> = {
  new: () => sql`${members.createdAt} > now() - make_interval(days => ${newMemberDays})`,
  reported: () => sql`${openReports} > 0`,
  limited: () => isNotNull(members.limitedAt),
  suspended: () => isNotNull(members.suspendedAt),
  staff: () => ne(members.role, 'member'),
  awaiting: () => isNotNull(members.awaitingApprovalSince),
};

/** A name, username or email address containing the text (LIKE characters match themselves). */
function searchCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(matchesSearch(text), sql`lower(${members.email}) like lower(${pattern})`);
}

/**
 * The members list of administrators: everyone, newest first, suspended and waiting members
 * included (they are hidden from members, never from staff); members leaving are left out.
 */
export async function listMembers(db: Db, query: AdminMembersQuery): Promise<{ items: AdminMember[]; next_cursor: string | null }> {
  const limit = pageSize(query.limit);
  const after = decodeCursor(query.cursor, timestampAndId);
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      fullname: members.fullname,
      nickname: members.nickname,
      userImage: members.userImage,
      colour: members.colour,
      role: members.role,
      createdAt: members.createdAt,
      joinedKey: timestampKey(members.createdAt),
      lastActiveAt: members.lastActiveAt,
      limitedAt: members.limitedAt,
      suspendedAt: members.suspendedAt,
      awaitingApprovalSince: members.awaitingApprovalSince,
      openReports,
    })
    .from(members)
    .where(
      and(
        sql`${members.deleteRequestTimestamp} is null`,
        searchCondition(query.search),
        query.filter && filterConditions[query.filter](),
        olderThan(members.createdAt, members.id, after),
      ),
    )
    .orderBy(newestFirst(members.createdAt, members.id))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.joinedKey, row.id],
    (row) => ({
      user_id: row.id,
      username: row.username,
      fullname: row.fullname,
      nickname: row.nickname,
      user_image: row.userImage,
      colour: row.colour,
      role: row.role,
      joined_at: row.createdAt.toISOString(),
      last_active_at: row.lastActiveAt?.toISOString() ?? null,
      limited: row.limitedAt !== null,
      suspended: row.suspendedAt !== null,
      awaiting_approval: row.awaitingApprovalSince !== null,
      open_reports: Number(row.openReports),
    }),
  );
}
