import { realtimeUuidOf } from '@meshwork/contracts';
import { is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { useTestPool } from '../../test/database.js';
import { migrateRealtimeTables } from './migrateRealtimeTables.js';

const schemaDir = path.join(import.meta.dirname, '../schema');
const migrationsDir = path.join(import.meta.dirname, '../migrations');

/** Empties the database and migrates it with the history before the migration whose tag ends with `name`. */
async function migrateUpTo(pool: pg.Pool, name: string): Promise<void> {
  await pool.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const earlier = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.endsWith(name)),
  );
  const folder = await mkdtemp(path.join(tmpdir(), 'realtime-history-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
    for (const entry of earlier) await cp(path.join(migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(pool), { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: 'realtime_migrations' });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

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

describe('push registrations made before they had owners', () => {
  const pool = useTestPool(1);

  it('go to the member they recorded; those that recorded none (protocol-open mode) are dropped', async () => {
    await migrateUpTo(pool(), '_push_registration_owners');
    const memberId = randomUUID();
    await pool().query(
      `insert into realtime_push_registrations (gateway, device, channel, member_id) values ('gcm', 'phone', 'a', $1), ('gcm', 'phone', 'b', null)`,
      [memberId],
    );
    await migrateRealtimeTables(drizzle(pool()));
    const { rows } = await pool().query('select owner_uuid, device, channel from realtime_push_registrations');
    expect(rows).toEqual([{ owner_uuid: realtimeUuidOf(memberId), device: 'phone', channel: 'a' }]);
  });
});
