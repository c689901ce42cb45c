import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestPool } from '../../test/database.js';
import { migrateRealtimeTables } from './migrateRealtimeTables.js';

const schemaDir = path.join(import.meta.dirname, '../schema');

/** Every table of the schema: each file of its folder, as drizzle-kit reads them. */
async function schemaTables() {
  const modules = await Promise.all((await readdir(schemaDir)).map((file) => import(path.join(schemaDir, file)) as Promise<object>));
  return modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is PgTable => is(value, PgTable))
    .map(getTableConfig);
}

describe('the realtime tables’ own history', () => {
  // A clone of the template, which these migrations alone made.
  const pool = useTestPool(1);

  it('makes every table and column of the schema, and nothing else', async () => {
    const { rows } = await pool().query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
    );
    const made = rows.map((row) => `${row.table_name}.${row.column_name}`);
    const described = (await schemaTables()).flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)).sort();
    expect(made).toEqual(described);
  });

  it('runs once: a second start applies nothing again', async () => {
    const recorded = async () => (await pool().query('select hash, created_at from drizzle.realtime_migrations order by created_at')).rows;
    const before = await recorded();
    await migrateRealtimeTables(drizzle(pool()));
    expect(await recorded()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});
