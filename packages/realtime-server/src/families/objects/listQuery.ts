import { realtimeLimits } from '@meshwork/contracts';
import { pageLimitOf } from '../pageLimit.js';
import { FilterSyntaxError, objectsFilterGrammar, parseFilter, type FilterNode } from '../../filter/filterExpression.js';
import { objectsError } from './objectsError.js';

/** Default and largest page of objects lists (protocol §14.2, §17). */
const maxObjectsPage = realtimeLimits.objectListLimit;

interface SortKey {
  path: string;
  descending: boolean;
}

/** What a list call asks for, checked: bad values answer 400 before any query runs. */
export interface ListQuery {
  include: Set<string>;
  count: boolean;
  limit: number;
  offset: number;
  filter?: FilterNode;
  sort: SortKey[];
}

export type RawQuery = Record<string, string | string[] | undefined>;

function single(query: RawQuery, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value.at(-1) : value;
}

/**
 * The `include` list. `false` and an empty value mean nothing (protocol §14.2 quirks); a value
 * this call does not know is refused.
 */
export function includesOf(query: RawQuery, allowed: readonly string[]): Set<string> {
  const raw = single(query, 'include') ?? '';
  const values = raw === 'false' ? [] : raw.split(',').filter(Boolean);
  const unknown = values.find((value) => !allowed.includes(value));
  if (unknown !== undefined) throw objectsError(400, `include may only list ${allowed.join(', ')}`, 'include');
  return new Set(values);
}

/** Page cursors are opaque to clients; ours carry the offset of the page they lead to. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function offsetOf(cursor: string, location: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw objectsError(400, `${location} is not a page cursor of this list`, location);
  return Number(match[1]);
}

function sortOf(query: RawQuery): SortKey[] {
  const raw = query.sort;
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return values.map((value) => {
    const match = /^([A-Za-z][A-Za-z.]*)(?::(asc|desc))?$/.exec(value);
    if (!match) throw objectsError(400, `sort ${JSON.stringify(value)} is not field or field:asc or field:desc`, 'sort');
    return { path: match[1]!, descending: match[2] === 'desc' };
  });
}

function filterOf(query: RawQuery): FilterNode | undefined {
  const raw = single(query, 'filter');
  if (!raw) return undefined;
  try {
    return parseFilter(raw, objectsFilterGrammar);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw objectsError(400, `Invalid filter: ${error.message}`, 'filter');
    throw error;
  }
}

export function listQueryOf(query: RawQuery, allowedIncludes: readonly string[]): ListQuery {
  const limit = pageLimitOf(single(query, 'limit'), maxObjectsPage);
  if (limit === null) throw objectsError(400, `limit must be between 1 and ${maxObjectsPage}`, 'limit');
  const start = single(query, 'start');
  const end = single(query, 'end');
  return {
    include: includesOf(query, allowedIncludes),
    count: single(query, 'count') === 'true',
    limit,
    offset: start ? offsetOf(start, 'start') : end ? offsetOf(end, 'end') : 0,
    filter: filterOf(query),
    sort: sortOf(query),
  };
}

/** One page read from the database: its rows, whether more follow, and the total when asked for. */
export interface ListPage<T> {
  rows: T[];
  more: boolean;
  total?: number;
}

/** A page in the protocol's list answer. */
export function pageAnswer<T>(page: ListPage<T>, query: ListQuery, present: (row: T) => unknown) {
  return {
    status: 200,
    data: page.rows.map(present),
    ...(query.count ? { totalCount: page.total } : {}),
    ...(page.more ? { next: encodeCursor(query.offset + query.limit) } : {}),
    ...(query.offset > 0 ? { prev: encodeCursor(Math.max(0, query.offset - query.limit)) } : {}),
  };
}

/** One page of a list read whole (already filtered and sorted), in the protocol's list answer. */
export function listAnswer<T>(rows: T[], query: ListQuery, present: (row: T) => unknown) {
  const end = query.offset + query.limit;
  return pageAnswer({ rows: rows.slice(query.offset, end), more: end < rows.length, total: rows.length }, query, present);
}
