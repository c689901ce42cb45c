import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded/startEmbeddedPostgres.js';
import { seedDemoNetwork } from './seed/seed.js';
import { demoMembers, demoPassword } from './seed/demoMembers.js';
import { FileStore } from './storage/files.js';

function banner(url: string, shows: { demoLogins: boolean; mailbox: boolean }): string {
  const logins = demoMembers
    .slice(0, 3)
    .map((member) => member.username)
    .join(', ');
  return [
    '',
    `  Meshwork is running at ${url}`,
    shows.demoLogins ? `  Demo logins: ${logins} (and ${demoMembers.length - 3} more), password ${demoPassword}` : '',
    shows.mailbox ? `  Dev mailbox: ${url}/dev/mailbox (reachable only from this machine)` : '',
    `  API docs:    ${url}/api/docs`,
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl = config.databaseUrl ?? (embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'))).url;

  const app = await buildApp({ ...config, databaseUrl });
  const seeded = config.seed && (await seedDemoNetwork(app.database.db, new FileStore(config.filesDir)));
  if (seeded) app.log.info('demo network created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(banner(config.publicUrl, { demoLogins: config.seed, mailbox: config.mail.transport === 'outbox' }));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
