import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The bytes of shared files, on disk in `filesDir`, named by their secret storage key. */
export class FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(storageKey: string): string {
    return path.join(this.root, storageKey);
  }

  /**
   * Writes an upload and answers its size, or null when the stream was cut at the size limit
   * (`isTruncated` asks the multipart parser). A partial file never becomes visible.
   */
  async write(storageKey: string, bytes: Readable, isTruncated: () => boolean): Promise<number | null> {
    await mkdir(this.root, { recursive: true });
    const partial = `${this.pathOf(storageKey)}.part`;
    const sink = createWriteStream(partial);
    try {
      await pipeline(bytes, sink);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    if (isTruncated()) {
      await rm(partial, { force: true });
      return null;
    }
    await rename(partial, this.pathOf(storageKey));
    return sink.bytesWritten;
  }

  read(storageKey: string): ReadStream {
    return createReadStream(this.pathOf(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }
}
