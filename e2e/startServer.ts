// Starts the real server for the browser tests on a fresh database: a new one on the server at
// TEST_DATABASE_URL when it is set, else an embedded PostgreSQL in a new data folder.
import { rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-e2e-'));
await chmod(dataDir, 0o755);
process.env.DATA_DIR = dataDir;
// The server exits once it and its embedded PostgreSQL have stopped: the folder is no longer in use.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The databases of earlier runs whose server is gone. A run cannot drop its own: the server holds
 * it until it exits, and nothing of this process is left to act after that.
 */
async function dropLeftDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname ~ '^meshwork_e2e_[0-9]+$'`);
  for (const { datname } of rows) {
    if (!isRunning(Number(datname.slice('meshwork_e2e_'.length)))) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `meshwork_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropLeftDatabases(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import('../apps/server/src/main.js');
