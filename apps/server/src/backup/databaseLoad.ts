import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Manifest, TableDump } from './archiveManifest.js';
import { BackupError } from './backupError.js';

const insufficientPrivilege = '42501';

/**
 * Loads every table of a backup in one transaction: all of it or none. Foreign keys and triggers
 * rest while it runs (`session_replication_role = replica`): the rows come table by table in no
 * order the keys would accept, and were checked when they were first written.
 */
export class DatabaseLoad {
  private constructor(private readonly client: pg.ClientBase) {}

  static async begin(client: pg.ClientBase, manifest: Manifest): Promise<DatabaseLoad> {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch (error) {
      await client.query('ROLLBACK');
      if ((error as { code?: string }).code !== insufficientPrivilege) throw error;
      throw new BackupError(
        'Restoring needs a database role that may set session_replication_role: a superuser, or one granted it (GRANT SET ON PARAMETER session_replication_role TO …).',
      );
    }
    // What the migrations or an earlier start wrote (the network's media key, the job queue's tasks) gives way to the backup's rows.
    await client.query(`TRUNCATE ${manifest.tables.map((table) => table.name).join(', ')}`);
    return new DatabaseLoad(client);
  }

  async load(table: TableDump, rows: Readable): Promise<void> {
    const copy = this.client.query(copyFrom(`COPY ${table.name} (${table.columns.join(', ')}) FROM STDIN`));
    await pipeline(rows, copy);
    if (copy.rowCount !== table.rows)
      throw new BackupError(
        `The archive's ${table.name} holds ${copy.rowCount} rows where its manifest says ${table.rows}; nothing was restored.`,
      );
  }

  /** Sets every sequence where the backed-up one stood, so new rows take new ids, then commits. */
  async commit(sequences: Manifest['sequences']): Promise<void> {
    for (const { name, lastValue, isCalled } of sequences)
      await this.client.query('SELECT setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
    await this.client.query('COMMIT');
  }

  async rollback(): Promise<void> {
    await this.client.query('ROLLBACK');
  }
}
