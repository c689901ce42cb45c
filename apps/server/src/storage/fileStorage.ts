import type { Readable } from 'node:stream';

/** A stored file as `get` answers it: its bytes as a stream, to be read once. */
export interface StoredFile {
  body: Readable;
  /** In bytes. */
  size: number;
  /** The type of its key's extension (`contentTypeOf`), the same on every back end. */
  contentType: string;
}

/**
 * Every file of the product, behind one interface with two back ends: a local folder
 * (`LocalFileStorage`) and S3-compatible object storage (`S3FileStorage`). Keys are logical paths
 * (`files/members/<id>/profile-….webp`, `realtime-files/<storage key>`, see storageKeys.ts); the
 * module that chooses a layout is the one that reads and deletes its files. `fileStorage.test.ts`
 * runs one contract against both back ends.
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key, replacing any file there, and answers the size stored. The
   * file appears whole or not at all: when the body fails, the put rejects with its error and
   * the key keeps what it had.
   */
  put(key: string, body: Buffer | Readable): Promise<{ size: number }>;
  /** The file at the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The size and type of the file at the key, without its bytes, or null when there is none. */
  stat(key: string): Promise<Omit<StoredFile, 'body'> | null>;
  /** Deletes the file at the key; a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with the prefix, a folder: it ends with `/`. */
  deleteByPrefix(prefix: string): Promise<void>;
  /** Every key under the prefix (a folder, ending with `/`), at any depth, in no particular order. */
  list(prefix: string): AsyncIterable<string>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): void;
}
