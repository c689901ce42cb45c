import { type Page, errorsCopy } from '@meshwork/contracts';
import type { CursorKey } from './cursorKeys.js';
import { invalidFields } from './errors.js';
import { serverLimits } from '../serverLimits.js';

/**
 * Keyset paging: a cursor holds the sort key of the last row of a page (e.g. a timestamp as
 * PostgreSQL prints it, then an id), so the next page starts after it however rows change.
 */
export function encodeCursor(keys: string[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys of a cursor of one shape, each as a string. */
type CursorKeysOf<Shape extends readonly CursorKey[]> = { readonly [Index in keyof Shape]: string };

/**
 * The keys of a cursor the server made, each checked by its kind in `shape` (`cursorKeys`), so a
 * list reads them as they are; anything else, whole or in one key, answers 422 on `cursor`.
 */
export function decodeCursor<const Shape extends readonly CursorKey[]>(
  cursor: string | undefined,
  shape: Shape,
): CursorKeysOf<Shape> | undefined {
  if (!cursor) return undefined;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    keys = undefined;
  }
  const valid =
    Array.isArray(keys) && keys.length === shape.length && keys.every((key, index) => typeof key === 'string' && shape[index]!(key));
  if (!valid) throw invalidFields({ cursor: [errorsCopy.invalidCursor] });
  return keys as unknown as CursorKeysOf<Shape>;
}

export const pageSize = (limit: number | undefined) => limit ?? serverLimits.pageSizeDefault;

/** A page from rows fetched with one more than `limit`: the extra row only says another page exists. */
export function toPage<Row, Item>(rows: Row[], limit: number, keysOf: (row: Row) => string[], present: (row: Row) => Item): Page<Item> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(present), next_cursor: rows.length > limit && last ? encodeCursor(keysOf(last)) : null };
}
