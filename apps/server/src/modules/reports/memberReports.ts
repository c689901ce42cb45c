import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { moderationCases, reports } from '../../db/schema/reports.js';

/** How many reports stand open about a member (of their content or of them), as a column of any query. */
export const openReportsAbout = (memberId: AnyColumn | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${reports} inner join ${moderationCases} on ${moderationCases.id} = ${reports.caseId} where ${moderationCases.targetMemberId} = ${memberId} and ${moderationCases.status} = 'open')`;
