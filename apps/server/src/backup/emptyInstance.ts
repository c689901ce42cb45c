import type pg from 'pg';
import type { FileStorage } from '../storage/fileStorage.js';
import { BackupError } from './backupError.js';
import { fileFolders } from './fileFolders.js';

/**
 * A restore writes only into a new instance: no member in the database (a database with no tables
 * yet is empty too) and no file in the storage. Nothing is overwritten, so nothing is lost by mistake.
 */
export async function refuseUnlessEmpty(pool: pg.Pool, storage: FileStorage): Promise<void> {
  const { rows } = await pool.query<{ present: boolean }>(`SELECT to_regclass('public.members') IS NOT NULL AS present`);
  if (rows[0]!.present) {
    const { rowCount } = await pool.query('SELECT 1 FROM public.members LIMIT 1');
    if (rowCount)
      throw new BackupError(
        'The database already has members; restore only into a new instance (an empty DATABASE_URL database, or a new DATA_DIR).',
      );
  }
  for (const folder of fileFolders) {
    for await (const key of storage.list(folder))
      throw new BackupError(`The file storage already holds files (${key}); restore only into a new instance with empty storage.`);
  }
}
