import { errorsCopy } from '@meshwork/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalidFields } from '../http/errors.js';

/**
 * Newest-first keyset paging on (timestamp, id). The timestamp travels as PostgreSQL prints it:
 * a JavaScript Date would drop the microseconds and skip or repeat rows at page edges.
 */
export const timestampKey = (timestamp: AnyColumn) => sql<string>`${timestamp}::text`;

// `timestamptz::text` in the ISO date style: 2026-11-24 01:54:54.123456+00 (the offset may carry minutes).
const printedTimestamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const printedUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether PostgreSQL printed this timestamp: its shape, and a calendar date and time that exist. */
function isPrintedTimestamp(key: string): boolean {
  const parts = printedTimestamp.exec(key);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/**
 * Rows after the cursor's keys. The keys come from a client, so they are checked before PostgreSQL
 * casts them: a crafted cursor answers 422 on `cursor`, like any cursor the server did not make.
 */
export const olderThan = (timestamp: AnyColumn, id: AnyColumn, keys: string[] | undefined) => {
  if (!keys) return undefined;
  const [at, key] = checkedKeys(keys);
  return sql`(${timestamp}, ${id}) < (${at}::timestamptz, ${key}::uuid)`;
};

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

/** A cursor's timestamp and id once checked, for a statement that takes them as parameters. */
export function checkedKeys(keys: string[]): [string, string] {
  if (!isPrintedTimestamp(keys[0]!) || !printedUuid.test(keys[1]!)) throw invalidFields({ cursor: [errorsCopy.invalidCursor] });
  return [keys[0]!, keys[1]!];
}
