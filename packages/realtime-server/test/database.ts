import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { databaseUrl } from './databaseUrl.js';
import type {} from './providedContext.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onAdminConnection(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database of the caller's own, cloned from the template with the realtime tables. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('realtimeTemplate');
  const [, pid] = template.match(/_(\d+)$/)!;
  const name = `rtt_${pid}_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(inject('pgAdminUrl'), name),
    drop: () => onAdminConnection(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh database with a pool of `max` connections on it, for the tests of the calling file or
 * `describe` block: made before the first, ended and dropped after the last. Call the returned
 * function inside a test for the pool.
 */
export function useTestPool(max: number): () => pg.Pool {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });
  return () => pool!;
}
