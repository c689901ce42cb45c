import { realtimeUuidOf } from '@meshwork/contracts';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimePresence } from '../schema/presence.js';

/**
 * The members among `memberIds` connected right now: their realtime identity holds a live
 * presence lease on some channel. The product asks this instead of reading the presence table.
 */
export async function connectedMembers<Schema extends Record<string, unknown>>(
  db: NodePgDatabase<Schema>,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ uuid: realtimePresence.uuid })
    .from(realtimePresence)
    .where(and(inArray(realtimePresence.uuid, memberIds.map(realtimeUuidOf)), gt(realtimePresence.expiresAt, sql`now()`)));
  const live = new Set(rows.map((row) => row.uuid));
  return new Set(memberIds.filter((memberId) => live.has(realtimeUuidOf(memberId))));
}
