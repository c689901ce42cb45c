import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { FilterMeaningError, filterSql, type ListFields } from './filterSql.js';
import type { ListQuery } from './listQuery.js';
import { objectsError } from './objectsError.js';

/**
 * The WHERE and ORDER BY of a list: the filter, then the requested sort keys, then `tiebreakers`
 * (the key of a row) so that pages never overlap.
 */
export function listSql(query: ListQuery, fields: ListFields, tiebreakers: AnyColumn[]): { where?: SQL; orderBy: SQL[] } {
  let where: SQL | undefined;
  try {
    where = query.filter ? filterSql(query.filter, fields) : undefined;
  } catch (error) {
    if (error instanceof FilterMeaningError) throw objectsError(400, `Invalid filter: ${error.message}`, 'filter');
    throw error;
  }
  const orderBy = query.sort.map(({ path, descending }) => {
    const field = fields.fields[path];
    if (!field) throw objectsError(400, `sort by ${path} is not possible; fields: ${Object.keys(fields.fields).join(', ')}`, 'sort');
    return descending ? desc(field.column) : asc(field.column);
  });
  return { where, orderBy: [...orderBy, ...tiebreakers.map((column) => asc(column))] };
}
