import type { Readable } from 'node:stream';
import type { RealtimeFileStorage } from '../../serviceTypes.js';

/** The folder of the product's storage that holds the bytes of shared files; nothing serves it publicly. */
const sharedFilesFolder = 'realtime-files/';

/** The storage key of a shared file's bytes: its secret storage key (never its public id) in the service's folder. */
export function sharedFileKeyOf(storageKey: string): string {
  return `${sharedFilesFolder}${storageKey}`;
}

/** The bytes of shared files, in the storage the product gives the service, named by their secret storage keys. */
export class FileBytes {
  constructor(private readonly storage: RealtimeFileStorage) {}

  /**
   * Stores an upload and answers its size, or null when the stream was cut at the size limit
   * (`isTruncated` asks the multipart parser): the cut file is deleted again, and as its row is
   * never marked uploaded, it is never served in between.
   */
  async write(storageKey: string, bytes: Readable, isTruncated: () => boolean): Promise<number | null> {
    const key = sharedFileKeyOf(storageKey);
    const { size } = await this.storage.put(key, bytes);
    if (!isTruncated()) return size;
    await this.storage.delete(key);
    return null;
  }

  read(storageKey: string): Promise<{ body: Readable; size: number } | null> {
    return this.storage.get(sharedFileKeyOf(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await this.storage.delete(sharedFileKeyOf(storageKey));
  }
}
