import { limits, type Page, errorsCopy } from '@meshwork/contracts';
import { invalidFields } from './errors.js';

/**
 * Keyset paging: a cursor holds the sort key of the last row of a page (e.g. a timestamp as
 * PostgreSQL prints it, then an id), so the next page starts after it however rows change.
 */
export function encodeCursor(keys: string[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys of a cursor the server made; anything else answers 422 on `cursor`. */
export function decodeCursor(cursor: string | undefined, keyCount: number): string[] | undefined {
  if (!cursor) return undefined;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    keys = undefined;
  }
  const valid = Array.isArray(keys) && keys.length === keyCount && keys.every((key) => typeof key === 'string');
  if (!valid) throw invalidFields({ cursor: [errorsCopy.invalidCursor] });
  return keys as string[];
}

export const pageSize = (limit: number | undefined) => limit ?? limits.pageSizeDefault;

/** A page from rows fetched with one more than `limit`: the extra row only says another page exists. */
export function toPage<Row, Item>(rows: Row[], limit: number, keysOf: (row: Row) => string[], present: (row: Row) => Item): Page<Item> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(present), next_cursor: rows.length > limit && last ? encodeCursor(keysOf(last)) : null };
}
