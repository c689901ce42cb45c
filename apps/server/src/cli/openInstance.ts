import type { Config } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { createFileStorage } from '../storage/createFileStorage.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { openConfiguredDatabase } from '../startup/configuredDatabase.js';
import { ensureWritableDataDir } from '../startup/dataDir.js';
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
  await ensureWritableDataDir(config.dataDir);
  await probeStorage(config.storage);
  const { url, embedded } = await openConfiguredDatabase(config);
  const database = connectDatabase(url, 2);
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
