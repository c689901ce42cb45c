import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { ArchiveEntry } from './archiveManifest.js';

/**
 * Writes one `.tar.gz`, entry by entry, as each is streamed in: nothing is held whole in memory.
 * A tar header names its entry's size, so every entry's size is known before its bytes come.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly archiveHash = createHash('sha256');
  private archiveBytes = 0;
  private readonly written: Promise<void>;

  constructor(archivePath: string) {
    const counted = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.archiveHash.update(chunk);
        this.archiveBytes += chunk.length;
        done(null, chunk);
      },
    });
    this.written = pipeline(this.pack, createGzip(), counted, createWriteStream(archivePath, { flags: 'wx' }));
    // Surfaced by `finish`, or by the next `add`, which then waits on a stream that no longer drains.
    this.written.catch(() => undefined);
  }

  /** Adds an entry of exactly `size` bytes and answers its checksum. */
  async add(name: string, size: number, body: Readable | Buffer): Promise<ArchiveEntry> {
    const hash = createHash('sha256');
    const hashed = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const entry = this.pack.entry({ name, size });
    await Promise.race([pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, hashed, entry), this.written]);
    return { name, size, sha256: hash.digest('hex') };
  }

  /** Ends the archive; answers its own checksum and size. */
  async finish(): Promise<{ sha256: string; bytes: number }> {
    this.pack.finalize();
    await this.written;
    return { sha256: this.archiveHash.digest('hex'), bytes: this.archiveBytes };
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  abandon(): void {
    this.pack.destroy();
  }
}
