import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs statements on the test server's maintenance database. */
export async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of this test file's own, cloned from the migrated template (or an empty one from `template0`). */
export async function createTestDatabase(from: 'migrated' | 'empty' = 'migrated'): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const [, pid] = inject('pgTemplate').match(/_(\d+)$/)!;
  const template = from === 'migrated' ? inject('pgTemplate') : 'template0';
  const name = `mwt_${pid}_${randomBytes(6).toString('hex')}`;
  await onAdminConnection((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onAdminConnection((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
