// Two server nodes for one browser test: one fresh database and one Redis, shared, each node on a
// port of its own, as docs/operations.md ("Several nodes") runs them. Both share one data folder,
// as nodes share a network volume.
import { freePort, openDataDir, startServer, stopServer, type ServerProcess } from '../apps/server/test/serverProcess';
import { freshDatabase } from './testDatabases';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoNodes {
  urls: [string, string];
  stop(): Promise<void>;
}

export async function startTwoNodes(): Promise<TwoNodes> {
  const database = await freshDatabase('nodes');
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
        DATABASE_URL: database.url,
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
      await database.drop();
    },
  };
}
