import { lstat, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { printableUrl } from './startupError.js';

/** Where a start keeps its data, in the banner's words: the database and the files. */
export interface DataLocation {
  database: string;
  files: string;
}

/** The embedded cluster is `DATA_DIR/pg`, or a link from there when run as root (docs/operations.md, "As root"). */
async function embeddedClusterOf(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'pg');
  const isLink = (await lstat(folder).catch(() => undefined))?.isSymbolicLink();
  return isLink ? `${folder} (a link to ${await readlink(folder)})` : folder;
}

export async function dataLocationOf(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>): Promise<DataLocation> {
  return {
    database: config.databaseUrl
      ? `DATABASE_URL (${printableUrl(config.databaseUrl)})`
      : `embedded PostgreSQL in ${await embeddedClusterOf(config.dataDir)}`,
    files: config.storage.kind === 'local' ? config.storage.root : `S3 bucket ${config.storage.bucket}`,
  };
}
