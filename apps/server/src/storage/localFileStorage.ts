import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './fileStorage.js';
import { assertStorageKey, assertStoragePrefix, contentTypeOf, isStorageKey } from './storageKeys.js';

/** No file at the path: nothing there, a file where the key's folder would be, or a folder (a prefix of other keys). */
const isAbsent = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files in a folder on this machine (the default back end): the key is the path below `root`.
 * Several nodes share these files only when `root` is on a volume they all mount.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...assertStorageKey(key).split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target under a name no key can have, then renamed: readers see the whole file or the old one.
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(partial, body);
      const { size } = await stat(partial);
      await rename(partial, target);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    // Opened once and read from the open file, so a delete in between cannot cut the stream short.
    const file = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      if (isAbsent(error)) return null;
      throw error;
    });
    if (!file) return null;
    const stats = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (!stats.isFile()) {
      await file.close();
      return null;
    }
    return { body: file.createReadStream(), size: stats.size, contentType: contentTypeOf(key) };
  }

  async stat(key: string): Promise<Omit<StoredFile, 'body'> | null> {
    const stats = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (isAbsent(error)) return null;
      throw error;
    });
    return stats?.isFile() ? { size: stats.size, contentType: contentTypeOf(key) } : null;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isAbsent(error)) throw error;
    });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(assertStoragePrefix(prefix).slice(0, -1)), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    yield* this.keysBelow(assertStoragePrefix(prefix).slice(0, -1));
  }

  /** Walked folder by folder rather than read whole, so a large store is never one array in memory. */
  private async *keysBelow(folderKey: string): AsyncIterable<string> {
    const folder = await opendir(this.pathOf(folderKey)).catch((error: unknown) => {
      if (isAbsent(error)) return null;
      throw error;
    });
    if (!folder) return;
    for await (const entry of folder) {
      const key = `${folderKey}/${entry.name}`;
      // Half-written uploads (`.….part`) and anything else that no key can name are not files of the product.
      if (!isStorageKey(key)) continue;
      if (entry.isDirectory()) yield* this.keysBelow(key);
      else if (entry.isFile()) yield key;
    }
  }

  close(): void {}
}
