import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startTestApp } from '../../test/testApp.js';
import { connectDatabase, runMigrations, type Database } from './client.js';

const productMigrations = path.join(import.meta.dirname, 'migrations');
// The realtime tables as the product's own migrations 0001 and 0004 made them, before the realtime service had a history of its own.
const productHistory = path.join(import.meta.dirname, '../../test/fixtures/realtimeTablesOfProductHistory');

/** When the product's journal says a migration was made: its row in `drizzle.__drizzle_migrations` holds that time. */
async function madeAt(tag: string): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(productMigrations, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.find((entry) => entry.tag === tag)!.when;
}

async function applyFile(database: Database, file: string): Promise<void> {
  const text = await readFile(path.join(productHistory, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.pool.query(statement);
}

/** Every column, constraint and index of the realtime tables, to compare two databases. */
async function realtimeShape(database: Database): Promise<unknown> {
  const query = async (text: string) => (await database.pool.query(text)).rows;
  return {
    columns: await query(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' and table_name like 'realtime\\_%' order by table_name, column_name`),
    constraints: await query(`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid::regclass::text like 'realtime\\_%' order by conname`),
    indexes: await query(`select indexname, indexdef from pg_indexes where tablename like 'realtime\\_%' order by indexname`),
  };
}

/**
 * A database as an earlier server left it: the product's migrations up to 0004 (0003 when
 * `before0004`), with the realtime tables its history made, and a message and a presence in them.
 */
async function databaseOfProductHistory(before0004: boolean): Promise<{ test: TestDatabase; database: Database }> {
  const test = await createTestDatabase('empty');
  const database = connectDatabase(test.url, 2);
  await migrate(database.db, { migrationsFolder: productMigrations });
  await applyFile(database, '0001_realtime_core.sql');
  if (before0004)
    await database.pool.query('delete from drizzle.__drizzle_migrations where created_at = $1', [
      await madeAt('0004_presence_state_set_at'),
    ]);
  else await applyFile(database, '0004_presence_state_set_at.sql');
  await database.pool.query(
    `insert into realtime_messages (channel, timetoken, publisher_uuid, message) values ('public.old', 17000000000000000, 'p', '"kept"')`,
  );
  await database.pool.query(`insert into realtime_presence (channel, uuid, state) values ('public.old', 'early', '{"mood":"kept"}')`);
  return { test, database };
}

describe('migrations at start', () => {
  it('run once when several nodes start at once on an empty database', async () => {
    const test = await createTestDatabase('empty');
    const nodes = [connectDatabase(test.url, 2), connectDatabase(test.url, 2), connectDatabase(test.url, 2)];
    try {
      await Promise.all(nodes.map((node) => runMigrations(node)));
      const journal = JSON.parse(await readFile(path.join(productMigrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await nodes[0]!.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    } finally {
      for (const node of nodes) await node.close();
      await test.drop();
    }
  });
});

describe('a database whose realtime tables the product’s history made', () => {
  let fresh: Database;
  const opened: Array<{ test: TestDatabase; database: Database }> = [];
  beforeAll(async () => {
    const test = await createTestDatabase('empty');
    fresh = connectDatabase(test.url, 2);
    opened.push({ test, database: fresh });
    await runMigrations(fresh);
  });
  afterAll(async () => {
    for (const { test, database } of opened) {
      await database.close();
      await test.drop();
    }
  });

  it.each([
    ['at 0004', false],
    ['before 0004', true],
  ])(
    'upgrades %s: the realtime history runs once over its tables, keeps their rows and leaves them as a new database has them',
    async (_, before0004) => {
      const old = await databaseOfProductHistory(before0004);
      opened.push(old);
      await runMigrations(old.database);
      await runMigrations(old.database);

      // Each realtime migration recorded once, as in a new database.
      const applied = (database: Database) => database.pool.query('select count(*)::int as n from drizzle.realtime_migrations');
      expect((await applied(old.database)).rows).toEqual((await applied(fresh)).rows);
      expect(await realtimeShape(old.database)).toEqual(await realtimeShape(fresh));
      expect((await old.database.pool.query('select message from realtime_messages')).rows).toEqual([{ message: '"kept"' }]);
      const presence = await old.database.pool.query('select state, state_set_at is not null as stamped from realtime_presence');
      expect(presence.rows).toEqual([{ state: '{"mood":"kept"}', stamped: true }]);
    },
  );

  it('serves the realtime service on the upgraded database', async () => {
    const old = await databaseOfProductHistory(true);
    opened.push(old);
    const t = await startTestApp({ REALTIME_OPEN_ACCESS: 'true' }, { database: old.test });
    try {
      const { subscribeKey: sub, publishKey: pub } = t.config.realtime;
      expect((await t.request('GET', `/publish/${pub}/${sub}/0/public.old/0/${encodeURIComponent('"new"')}?uuid=p`)).status).toBe(200);
      const history = await t.request('GET', `/v2/history/sub-key/${sub}/channel/public.old?uuid=p&include_token=false`);
      expect(history.body[0]).toEqual(['kept', 'new']);
    } finally {
      await t.close();
    }
  });
});
