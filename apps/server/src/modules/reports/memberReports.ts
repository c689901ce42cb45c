import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified.js';
import { moderationCases, reports } from '../../db/schema/reports.js';

// Named with their tables: Drizzle leaves columns bare in a single-table query around this one.
const caseId = qualified(moderationCases.id);
const reportCase = qualified(reports.caseId);
const caseMember = qualified(moderationCases.targetMemberId);
const caseStatus = qualified(moderationCases.status);

/** How many reports stand open about a member (of their content or of them), as a column of any query. */
export const openReportsAbout = (memberId: AnyColumn | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${reports} inner join ${moderationCases} on ${caseId} = ${reportCase} where ${caseMember} = ${memberId} and ${caseStatus} = 'open')`;
