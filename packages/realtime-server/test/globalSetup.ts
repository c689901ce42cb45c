import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateRealtimeTables } from '../src/index.js';
import { databaseUrl } from './databaseUrl.js';
import type {} from './providedContext.js';

/**
 * One template database with the service's tables (its own migrations, nothing of any host), on
 * the run's PostgreSQL server, so every test file starts from `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  if (!adminUrl) throw new Error('The realtime tests need a PostgreSQL server: a global setup providing pgAdminUrl runs before this one');
  const template = `realtime_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 });
  try {
    await migrateRealtimeTables(drizzle(pool));
  } finally {
    await pool.end();
  }
  project.provide('realtimeTemplate', template);

  return async () => {
    // Clones left behind by a crashed file go with the template.
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'rtt_${process.pid}_%'`);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
