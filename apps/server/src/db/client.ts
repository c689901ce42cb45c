import { migrateRealtimeTables } from '@meshwork/realtime-server';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;

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

/** The product's history, then the realtime service's own (its tables are the package's). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await migrateRealtimeTables(db);
}
