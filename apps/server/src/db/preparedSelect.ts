import { Column, is, SQL, type DriverValueDecoder, type Query } from 'drizzle-orm';
import type { Db } from './client.js';

/** What a select names: columns and SQL values, at the top or one object deep (`{ post: { id: posts.id } }`). */
export type Selection = Record<string, Column | SQL | Record<string, Column | SQL>>;

interface Reader {
  object: string | undefined;
  key: string;
  decode: DriverValueDecoder<unknown, unknown>;
}

/** Each column of the selection in drizzle's order (the selection's own), with its decoder. */
function readersOf(selection: Selection): Reader[] {
  return Object.entries(selection).flatMap(([object, field]): Reader[] =>
    is(field, Column) || is(field, SQL)
      ? [{ object: undefined, key: object, decode: decoderOf(field) }]
      : Object.entries(field).map(([key, inner]) => ({ object, key, decode: decoderOf(inner) })),
  );
}

// An SQL value keeps its decoder (`mapWith`) where drizzle's own mapping reads it.
const decoderOf = (field: Column | SQL): DriverValueDecoder<unknown, unknown> =>
  is(field, Column) ? field : (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * Rows as drizzle maps them for `selection`, with the decoders looked up once: drizzle's own mapper
 * asks each column of each row what kind of field it is, about a tenth of the server's time under
 * the feed's load. An object of `leftJoined` is null when the join found no row (its first column
 * is null).
 */
function rowMapper(selection: Selection, leftJoined: readonly string[]) {
  const readers = readersOf(selection);
  const firstKeys = leftJoined.map((object) => [object, readers.find((reader) => reader.object === object)!.key] as const);
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < readers.length; index++) {
        const { object, key, decode } = readers[index]!;
        const raw = row[index];
        const value = raw === null ? null : decode.mapFromDriverValue(raw);
        if (object === undefined) result[key] = value;
        else ((result[object] ??= {}) as Record<string, unknown>)[key] = value;
      }
      for (const [object, key] of firstKeys) if ((result[object] as Record<string, unknown>)[key] === null) result[object] = null;
      return result;
    });
}

/**
 * A named prepared statement of `query` (a select of `selection`), for a hot statement: the same
 * SQL and rows as the query's `.prepare(name)`, mapped by `rowMapper`.
 */
export function prepareSelect<Q extends { toSQL(): Query; execute(): Promise<unknown> }>(
  db: Db,
  name: string,
  query: Q,
  selection: Selection,
  leftJoined: readonly string[],
) {
  type Rows = Awaited<ReturnType<Q['execute']>>;
  return db._.session.prepareQuery<{ execute: Rows; all: Rows; values: unknown }>(
    query.toSQL(),
    undefined,
    name,
    true,
    rowMapper(selection, leftJoined) as (rows: unknown[][]) => Rows,
  );
}
