import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Newest-first keyset paging on (timestamp, id). The timestamp travels as PostgreSQL prints it:
 * a JavaScript Date would drop the microseconds and skip or repeat rows at page edges.
 */
export const timestampKey = (timestamp: AnyColumn) => sql<string>`${timestamp}::text`;

export const olderThan = (timestamp: AnyColumn, id: AnyColumn, keys: string[] | undefined) =>
  keys ? sql`(${timestamp}, ${id}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid)` : undefined;
