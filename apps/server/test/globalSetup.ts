import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded/startEmbeddedPostgres.js';
import { migrateJobQueue } from '../src/jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance URL of the test PostgreSQL server. */
    pgAdminUrl: string;
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
 * One PostgreSQL for the run (TEST_DATABASE_URL, else an embedded one), and one migrated template
 * database on it, so every test file starts from `CREATE DATABASE … TEMPLATE` in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(tmpdir(), 'meshwork-test-pg-'));
    // mkdtemp makes the folder private; PostgreSQL runs as its own OS user when we are root.
    await chmod(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tempDir, 'pg'));
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `meshwork_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = connectDatabase(withDatabase(adminUrl, template), 2);
  await runMigrations(database.db);
  await migrateJobQueue(database.pool);
  await database.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    // Clones left behind by a crashed file go with the template.
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'mwt_${process.pid}_%'`);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
