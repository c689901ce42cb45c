import { migrateRealtimeTables } from '@meshwork/realtime-server';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction's handle: what `db.transaction` gives its callback, usable wherever a `Db` is. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export function connectDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { pool, db: drizzle(pool, { schema }), close: () => pool.end() };
}

// Any constant of our own: nodes starting together take turns on it.
const migrationLockKey = 0x6d657368;

/**
 * The product's history, then the realtime service's own (its tables are the package's). Nodes
 * starting at once on one database take turns under an advisory lock: two would otherwise both
 * find a migration missing and the second would fail on what the first created.
 */
export async function runMigrations({ db, pool }: Database): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(db, { migrationsFolder });
    await migrateRealtimeTables(db);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    lockHolder.release();
  }
}
