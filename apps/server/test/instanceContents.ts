import { createHash } from 'node:crypto';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { sequencesOf, tablesOf } from '../src/backup/databaseTables.js';
import { fileFolders } from '../src/backup/fileFolders.js';
import type { FileStorage } from '../src/storage/fileStorage.js';

/** Every row of every table, as PostgreSQL's text lines in a stable order, and every sequence. */
export async function databaseContents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables: Record<string, string[]> = {};
    for (const { name, columns } of await tablesOf(client)) {
      const dump = client.query(copyTo(`COPY ${name} (${columns.join(', ')}) TO STDOUT`));
      const text = Buffer.concat(await dump.toArray()).toString();
      tables[name] = text.split('\n').filter(Boolean).sort();
    }
    return { tables, sequences: await sequencesOf(client) };
  } finally {
    await client.end();
  }
}

/** The SHA-256 of every file of the product's folders, by key. */
export async function fileContents(storage: FileStorage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const folder of fileFolders) {
    for await (const key of storage.list(folder)) {
      const file = await storage.get(key);
      digests[key] = createHash('sha256')
        .update(Buffer.concat(await file!.body.toArray()))
        .digest('hex');
    }
  }
  return Object.fromEntries(Object.entries(digests).sort(([a], [b]) => a.localeCompare(b)));
}
