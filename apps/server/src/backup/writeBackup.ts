import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FileStorage } from '../storage/fileStorage.js';
import {
  archiveFormat,
  fileEntryOf,
  manifestEntry,
  tableEntryOf,
  type ArchiveEntry,
  type Manifest,
  type TableDump,
} from './archiveManifest.js';
import { ArchiveWriter } from './archiveWriter.js';
import { BackupError } from './backupError.js';
import { migrationLevelOf, sequencesOf, tablesOf } from './databaseTables.js';
import { fileFolders } from './fileFolders.js';
import { meshworkVersion } from './meshworkVersion.js';

export interface BackupSummary {
  sha256: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `<archive>.sha256`, in the format `sha256sum -c` reads. */
export const checksumFileOf = (archivePath: string) => `${archivePath}.sha256`;

/**
 * Every table as one consistent snapshot (a read-only repeatable-read transaction), so a server
 * writing beside the backup cannot tear it. Each dump goes through a file in `spool` first: its
 * tar header needs its size.
 */
async function addTables(pool: pg.Pool, archive: ArchiveWriter, spool: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables: TableDump[] = [];
    const entries: ArchiveEntry[] = [];
    for (const { name, columns } of await tablesOf(client)) {
      const spooled = path.join(spool, 'table.copy');
      const dump = client.query(copyTo(`COPY ${name} (${columns.join(', ')}) TO STDOUT`));
      await pipeline(dump, createWriteStream(spooled));
      const entry = await archive.add(tableEntryOf(name), (await stat(spooled)).size, createReadStream(spooled));
      entries.push(entry);
      tables.push({ name, columns, rows: dump.rowCount, entry: entry.name });
    }
    const sequences = await sequencesOf(client);
    const migrationLevel = await migrationLevelOf(client);
    await client.query('COMMIT');
    return { tables, entries, sequences, migrationLevel };
  } finally {
    client.release();
  }
}

async function addFiles(storage: FileStorage, archive: ArchiveWriter): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const folder of fileFolders) {
    for await (const key of storage.list(folder)) {
      const file = await storage.get(key);
      // Deleted since it was listed (a server runs beside the backup): it is no longer a file of the network.
      if (file) entries.push(await archive.add(fileEntryOf(key), file.size, file.body));
    }
  }
  return entries;
}

/**
 * Writes one archive of the whole instance to `archivePath` (refusing to replace a file there):
 * the database's tables, then every file, then the manifest with each entry's SHA-256. Its own
 * SHA-256 goes beside it, in `<archive>.sha256`. The archive appears whole or not at all.
 */
export async function writeBackup(options: { pool: pg.Pool; storage: FileStorage; archivePath: string }): Promise<BackupSummary> {
  const { archivePath } = options;
  if (await exists(archivePath)) throw new BackupError(`${archivePath} already exists; name a new archive.`);
  if (!(await exists(path.dirname(archivePath))))
    throw new BackupError(`There is no folder ${path.dirname(archivePath)} to write the archive in.`);
  const partial = `${archivePath}.part`;
  const spool = await mkdtemp(path.join(path.dirname(archivePath), '.meshwork-backup-'));
  const archive = new ArchiveWriter(partial);
  try {
    const createdAt = new Date().toISOString();
    const database = await addTables(options.pool, archive, spool);
    const files = await addFiles(options.storage, archive);
    const manifest: Manifest = {
      format: archiveFormat,
      meshworkVersion: await meshworkVersion(),
      createdAt,
      migrationLevel: database.migrationLevel,
      tables: database.tables,
      sequences: database.sequences,
      entries: [...database.entries, ...files],
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await archive.add(manifestEntry, manifestBytes.length, manifestBytes);
    const { sha256, bytes } = await archive.finish();
    await rename(partial, archivePath);
    await writeFile(checksumFileOf(archivePath), `${sha256}  ${path.basename(archivePath)}\n`);
    const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
    return { sha256, bytes, tables: database.tables.length, rows, files: files.length };
  } catch (error) {
    archive.abandon();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
