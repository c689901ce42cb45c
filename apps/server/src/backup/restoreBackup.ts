import { isDeepStrictEqual } from 'node:util';
import { runMigrations, type Database } from '../db/client.js';
import { migrateJobQueue } from '../jobs/queue.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { archiveEntries } from './archiveEntries.js';
import { keyOfFileEntry, type Manifest } from './archiveManifest.js';
import { BackupError } from './backupError.js';
import { DatabaseLoad } from './databaseLoad.js';
import { migrationLevelOf, tablesOf, type TableColumns } from './databaseTables.js';
import { refuseUnlessEmpty } from './emptyInstance.js';
import { verifiedManifest } from './verifiedManifest.js';

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: number;
}

const shapeOf = (tables: TableColumns[]) => tables.map((table) => `${table.name}(${[...table.columns].sort().join(',')})`).sort();
const levelText = (level: Record<string, number>) =>
  Object.entries(level)
    .map(([history, count]) => `${history} ${count}`)
    .join(', ');

/** The migrated database has the backup's tables and columns, else the backup belongs to another version. */
async function refuseOtherSchema(database: Database, manifest: Manifest): Promise<void> {
  const client = await database.pool.connect();
  try {
    const level = await migrationLevelOf(client);
    if (!isDeepStrictEqual(level, manifest.migrationLevel) || !isDeepStrictEqual(shapeOf(await tablesOf(client)), shapeOf(manifest.tables)))
      throw new BackupError(
        `The archive holds a database of Meshwork ${manifest.meshworkVersion} (migrations: ${levelText(manifest.migrationLevel)}), this version's has ${levelText(level)}; restore it into a new instance with the version that made it.`,
      );
  } finally {
    client.release();
  }
}

/**
 * Brings a backup back into a new, empty instance: the archive is verified whole first, the
 * instance checked empty, the database migrated to the backup's level and loaded in one
 * transaction, then the files are stored.
 */
export async function restoreBackup(options: { database: Database; storage: FileStorage; archivePath: string }): Promise<RestoreSummary> {
  const { database, storage, archivePath } = options;
  const manifest = await verifiedManifest(archivePath);
  await refuseUnlessEmpty(database.pool, storage);
  await runMigrations(database);
  await migrateJobQueue(database.pool);
  await refuseOtherSchema(database, manifest);

  const tablesByEntry = new Map(manifest.tables.map((table) => [table.entry, table]));
  const client = await database.pool.connect();
  let load: DatabaseLoad | undefined;
  let files = 0;
  try {
    load = await DatabaseLoad.begin(client, manifest);
    // The archive holds the tables first, then the files, then the manifest: the rows are committed before the first file.
    for await (const entry of archiveEntries(archivePath)) {
      const table = tablesByEntry.get(entry.name);
      if (table && load) {
        await load.load(table, entry.body);
        continue;
      }
      await load?.commit(manifest.sequences);
      load = undefined;
      const key = keyOfFileEntry(entry.name);
      if (key === null) await entry.body.toArray();
      else {
        await storage.put(key, entry.body);
        files++;
      }
    }
  } catch (error) {
    await load?.rollback().catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { manifest, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), files };
}
