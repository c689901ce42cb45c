import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table (`"members"."id"`), for subqueries about the outer row: Drizzle
 * leaves columns unqualified in single-table queries, where a bare `"id"` could bind to the
 * subquery's own table. Built from the schema, so a renamed column or table renames it too.
 */
export const qualified = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The value an `on conflict … do update` would have written to the column (`excluded."column"`). */
export const excluded = (column: PgColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;
