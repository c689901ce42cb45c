import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/client.js';
import { migrateJobQueue } from '../src/jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database that each test file clones. */
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One migrated template database on the run's PostgreSQL server (`postgresServer.ts`, listed
 * before this setup), so every test file starts from `CREATE DATABASE … TEMPLATE` in milliseconds.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  const template = `meshwork_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  // Search folds case by the database's ctype: on a server made with the C locale, where only ASCII
  // folds, the template takes C.UTF-8 from template0, as the embedded cluster has (docs/operations.md).
  const { rows } = await admin.query<{ datctype: string }>("SELECT datctype FROM pg_database WHERE datname = 'template1'");
  const unicodeCtype = ['C', 'POSIX'].includes(rows[0]!.datctype) ? " TEMPLATE template0 LC_CTYPE 'C.UTF-8'" : '';
  await admin.query(`CREATE DATABASE ${template}${unicodeCtype}`);
  const database = connectDatabase(withDatabase(adminUrl, template), 2);
  await runMigrations(database);
  await migrateJobQueue(database.pool);
  await database.close();

  project.provide('pgTemplate', template);

  return async () => {
    // Clones left behind by a crashed file go with the template.
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'mwt_${process.pid}_%'`);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
