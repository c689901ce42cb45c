import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { reasonOf } from '../startup/startupError.js';
import { BackupError } from './backupError.js';

/** The failure to read an archive, which also reaches its reader through an entry's body. */
export function unreadableArchive(archivePath: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  return new BackupError(`The archive ${archivePath} is damaged or not a Meshwork backup: ${reasonOf(error)}.`);
}

export interface ArchiveEntryStream {
  name: string;
  size: number;
  /** To be read whole before the next entry comes. */
  body: Readable;
}

/**
 * The entries of a `.tar.gz`, in order, each streamed from the file. `onArchiveBytes` sees the
 * file's own bytes, for its checksum. A file that is no gzip or tar stream is a `BackupError`.
 */
export async function* archiveEntries(archivePath: string, onArchiveBytes?: (chunk: Buffer) => void): AsyncGenerator<ArchiveEntryStream> {
  const extract = tar.extract();
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onArchiveBytes?.(chunk);
      done(null, chunk);
    },
  });
  const reading = pipeline(createReadStream(archivePath), tap, createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) yield { name: entry.header.name, size: entry.header.size ?? 0, body: Readable.from(entry) };
    await reading;
  } catch (error) {
    throw unreadableArchive(archivePath, error);
  } finally {
    extract.destroy();
  }
}
