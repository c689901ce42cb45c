import path from 'node:path';
import type { Config } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded/startEmbeddedPostgres.js';
import { createFileStorage } from '../storage/createFileStorage.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { ensureWritableDataDir } from '../startup/dataDir.js';
import { probeDatabase } from '../startup/databaseProbe.js';
import { probeStorage } from '../startup/storageProbe.js';

export interface Instance {
  database: Database;
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * The database and file storage a server of this configuration would use, checked the same way
 * as at its start. The embedded PostgreSQL refuses to start while a server holds it, so a command
 * never works beside a running one-process server.
 */
export async function openInstance(config: Config): Promise<Instance> {
  await probeStorage(config.storage);
  let embedded: EmbeddedDatabase | undefined;
  if (config.databaseUrl) await probeDatabase(config.databaseUrl);
  else {
    await ensureWritableDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  }
  const database = connectDatabase(config.databaseUrl ?? embedded!.url, 2);
  const storage = createFileStorage(config.storage);
  return {
    database,
    storage,
    async close() {
      storage.close();
      try {
        await database.close();
      } finally {
        await embedded?.stop();
      }
    },
  };
}
