import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFile } from './fileStorage.js';
import { assertStorageKey, assertStoragePrefix, contentTypeOf } from './storageKeys.js';

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** Files as objects of one bucket of S3-compatible object storage, named by their keys: every node sees the same files. */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const params = { Bucket: this.bucket, Key: assertStorageKey(key), ContentType: contentTypeOf(key) };
    if (Buffer.isBuffer(body)) {
      await new Upload({ client: this.client, params: { ...params, Body: body } }).done();
      return { size: body.length };
    }
    // A stream of unknown length goes up in parts (in one request when it is small); counted on its way.
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({ client: this.client, params: { ...params, Body: counter }, queueSize: 1 });
    const reading = pipeline(body, counter);
    try {
      // The first failure wins: the body's own error when it breaks (the upload is then aborted), else the store's.
      await Promise.all([reading, upload.done()]);
    } catch (error) {
      counter.destroy();
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }));
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream');
      return { body: object.Body, size: object.ContentLength ?? 0, contentType: contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<Omit<StoredFile, 'body'> | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }));
      return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: assertStoragePrefix(prefix) });
    for await (const page of pages) {
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length === 0) continue;
      const { Errors: refused = [] } = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      if (refused.length > 0)
        throw new Error(`S3 kept ${refused.length} files under ${prefix}: ${refused[0]!.Code ?? ''} ${refused[0]!.Message ?? ''}`.trim());
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: assertStoragePrefix(prefix) });
    for await (const page of pages) for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
  }

  close(): void {
    this.client.destroy();
  }
}
