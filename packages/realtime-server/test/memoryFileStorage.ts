import { Readable } from 'node:stream';
import type { RealtimeFileStorage } from '../src/index.js';

/** A host's file storage kept in memory: whole files only, as the real back ends keep them. */
export class MemoryFileStorage implements RealtimeFileStorage {
  private readonly files = new Map<string, Buffer>();

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const bytes = Buffer.concat(await body.toArray());
    this.files.set(key, bytes);
    return { size: bytes.length };
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const bytes = this.files.get(key);
    return bytes ? { body: Readable.from([bytes]), size: bytes.length } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  has(key: string): boolean {
    return this.files.has(key);
  }
}
