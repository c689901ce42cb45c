import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest-first keyset paging on (timestamp, id). The timestamp travels as PostgreSQL prints it:
 * a JavaScript Date would drop the microseconds and skip or repeat rows at page edges.
 */
export const timestampKey = (timestamp: AnyColumn) => sql<string>`${timestamp}::text`;

/** Rows after the cursor's keys, decoded with `timestampAndId` (so already checked before PostgreSQL casts them). */
export const olderThan = (timestamp: AnyColumn, id: AnyColumn, keys: readonly [string, string] | undefined) =>
  keys && sql`(${timestamp}, ${id}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid)`;

/** Rows after the cursor's keys in an oldest-first list (waiting lists, decided in the order they came). */
export const newerThan = (timestamp: AnyColumn, id: AnyColumn, keys: readonly [string, string] | undefined) =>
  keys && sql`(${timestamp}, ${id}) > (${keys[0]}::timestamptz, ${keys[1]}::uuid)`;

/**
 * Newest first, in the order of the `(…, created_at desc, id desc)` indexes, which are built
 * `nulls last`: a plain `desc` means nulls first, and PostgreSQL then reads and sorts every row of
 * the member instead of stopping after a page (these columns are never null, so the order is the same).
 */
export const newestFirst = (...columns: AnyColumn[]): SQL =>
  sql.join(
    columns.map((column) => sql`${column} desc nulls last`),
    sql`, `,
  );
