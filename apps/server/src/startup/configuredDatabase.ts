import path from 'node:path';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded/startEmbeddedPostgres.js';
import { probeDatabase } from './databaseProbe.js';

/** The database a configuration names, ready for connections; `embedded` when this process started it (and must stop it). */
export interface ConfiguredDatabase {
  url: string;
  embedded?: EmbeddedDatabase;
}

/**
 * The server's and the commands' one way to their database, once `DATA_DIR` is known writable:
 * `DATABASE_URL` checked, else the embedded PostgreSQL in `DATA_DIR/pg` started (it refuses while
 * another process holds it).
 */
export async function openConfiguredDatabase(config: Config): Promise<ConfiguredDatabase> {
  if (config.databaseUrl) {
    await probeDatabase(config.databaseUrl);
    return { url: config.databaseUrl };
  }
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  return { url: embedded.url, embedded };
}
