// First: nothing else loads on an older Node than the pinned one.
import './startup/requirePinnedNode.js';
import { buildApp, type App } from './app.js';
import { loadConfig, type Config } from './config.js';
import type { EmbeddedDatabase } from './db/embedded/startEmbeddedPostgres.js';
import { demoMembers, demoPassword } from './seed/demoMembers.js';
import { usersOf } from './modules/users/index.js';
import { seedDemoNetwork } from './seed/seed.js';
import { banner } from './startup/banner.js';
import { dataLocationOf } from './startup/dataLocation.js';
import { openConfiguredDatabase } from './startup/configuredDatabase.js';
import { probeRedis } from './startup/redisProbe.js';
import { ensureWritableDataDir } from './startup/dataDir.js';
import { probeStorage } from './startup/storageProbe.js';
import { describeStartFailure } from './startup/describeStartFailure.js';
import { reasonOf } from './startup/startupError.js';

/** What a start has brought up so far. */
interface Running {
  app?: App;
  embedded?: EmbeddedDatabase;
}

/** The server first (requests finish, the job queue lets go of its connections), then its database. */
async function stopAll(running: Running): Promise<void> {
  try {
    await running.app?.close();
  } finally {
    await running.embedded?.stop();
  }
}

async function start(config: Config, running: Running): Promise<void> {
  // Where a start's time goes (bench/start reads it): since the process began, at the end of each step.
  const phases = { imports: performance.now(), database: 0, app: 0, seed: 0, listen: 0 };
  await ensureWritableDataDir(config.dataDir);
  await probeStorage(config.storage);
  if (config.redisUrl) await probeRedis(config.redisUrl);
  const database = await openConfiguredDatabase(config);
  running.embedded = database.embedded;
  const databaseUrl = database.url;
  phases.database = performance.now();

  // A person at a terminal reads one short line a request; a file, a supervisor or production gets JSON.
  const logFormat = config.logFormat ?? (process.stdout.isTTY && config.env === 'development' ? 'lines' : 'json');
  const app = (running.app = await buildApp({ ...config, databaseUrl, logFormat }));
  phases.app = performance.now();
  if (config.seed && (await seedDemoNetwork(app))) app.log.info({ ms: Math.round(performance.now() - phases.app) }, 'demo network created');
  phases.seed = performance.now();
  await app.listen({ port: config.port, host: config.host });
  phases.listen = performance.now();
  app.log.debug({ ms: Object.fromEntries(Object.entries(phases).map(([phase, at]) => [phase, Math.round(at)])) }, 'start phases');
}

async function main() {
  const config = loadConfig();
  const running: Running = {};
  const starting = start(config, running);

  let stopSignal: NodeJS.Signals | undefined;
  const shutdown = async () => {
    running.app?.log.info({ signal: stopSignal }, 'shutting down');
    try {
      await stopAll(running);
      process.exit(0);
    } catch (error) {
      console.error(`Meshwork did not stop cleanly: ${reasonOf(error)}.`);
      process.exit(1);
    }
  };
  // A signal during the start takes effect once the start is over; a second one ends the process at once.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      if (stopSignal) return;
      stopSignal = signal;
      void starting.then(shutdown, () => undefined);
    });
  }

  try {
    await starting;
  } catch (error) {
    await stopAll(running).catch(() => undefined);
    // Ctrl+C during a first start also reaches initdb, which then fails: that is the stop asked for.
    if (stopSignal) process.exit(0);
    throw error;
  }
  if (stopSignal) return;
  void running.embedded?.unexpectedExit.then((sentence) => {
    console.error(sentence);
    process.exit(1);
  });
  console.log(
    banner(config.publicUrl, {
      demoLogins: config.seed ? { usernames: demoMembers.map((member) => member.username), password: demoPassword } : undefined,
      mailbox: config.mail.transport === 'outbox',
      nodeVersion: process.versions.node,
      data: await dataLocationOf(config),
      noAdministrator: !(await usersOf(running.app!).hasAdministrator()),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(describeStartFailure(error));
  process.exit(1);
});
