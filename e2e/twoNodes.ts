// Two server nodes for one browser test: one fresh database and one Redis, shared, each node on a
// port of its own, as docs/operations.md ("Several nodes") runs them. Both share one data folder,
// as nodes share a network volume.
import pg from 'pg';
import { freePort, openDataDir, startServer, stopServer, type ServerProcess } from '../apps/server/test/serverProcess';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoNodes {
  urls: [string, string];
  stop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

export async function startTwoNodes(): Promise<TwoNodes> {
  const name = `meshwork_e2e_nodes_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await openDataDir();
  const nodes: ServerProcess[] = [];
  const urls: string[] = [];
  // One after the other: the first brings the database up to date.
  for (let index = 0; index < 2; index++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    nodes.push(
      await startServer({
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      }),
    );
    urls.push(url);
  }
  return {
    urls: urls as [string, string],
    async stop() {
      for (const node of nodes) await stopServer(node);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
