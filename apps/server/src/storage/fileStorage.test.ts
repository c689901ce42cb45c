import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3Server.js';
import { createFileStorage } from './createFileStorage.js';
import type { FileStorage, StoredFile } from './fileStorage.js';
import { LocalFileStorage } from './localFileStorage.js';
import { StorageKeyError } from './storageKeys.js';

interface BackEnd {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

const localFolder: BackEnd = {
  name: 'the local folder',
  async start() {
    const root = await mkdtemp(path.join(tmpdir(), 'meshwork-storage-'));
    return { storage: new LocalFileStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
  },
};

const s3Bucket: BackEnd = {
  name: 'S3-compatible object storage',
  async start() {
    const server = await startS3Server();
    const storage = createFileStorage(server.config);
    return {
      storage,
      async stop() {
        storage.close();
        await server.close();
      },
    };
  },
};

const bytesOf = async (file: StoredFile | null) => (file ? Buffer.concat(await file.body.toArray()) : null);
/** Every key the storage lists under the prefix, sorted. */
async function listed(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

const digestOf = (bytes: Buffer | null) => bytes && createHash('sha256').update(bytes).digest('hex');

/** A stream of unknown length, in many small chunks as an upload arrives. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += chunkSize) yield bytes.subarray(start, start + chunkSize);
    })(),
  );
}

/** A body that breaks off after a first chunk, as a client that drops its connection. */
function brokenStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('the beginning');
      throw new Error('the client went away');
    })(),
  );
}

// One contract, every back end: what the product relies on holds for the local folder and for S3.
describe.each([localFolder, s3Bucket])('file storage in $name', (backEnd) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  /** A folder of keys of the test's own. */
  let folder: string;
  beforeAll(async () => {
    ({ storage, stop } = await backEnd.start());
  });
  afterAll(() => stop());
  beforeAll(() => {
    folder = `contract/${randomUUID()}`;
  });

  it('answers the bytes, size and type of a stored file', async () => {
    const key = `${folder}/stored/picture.webp`;
    expect(await storage.put(key, Buffer.from('webp bytes'))).toEqual({ size: 10 });
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect((await bytesOf(file))!.toString()).toBe('webp bytes');
    expect(await storage.stat(key)).toEqual({ size: 10, contentType: 'image/webp' });
  });

  it('names the type by the key, the same way on every back end', async () => {
    for (const [name, type] of [
      ['A.PNG', 'image/png'],
      ['photo.jpeg', 'image/jpeg'],
      ['secret-without-extension', 'application/octet-stream'],
      ['page.html', 'application/octet-stream'],
      ['script.js', 'application/octet-stream'],
    ]) {
      const key = `${folder}/types/${name}`;
      await storage.put(key, Buffer.from('x'));
      expect({ name, type: (await storage.stat(key))?.contentType }).toEqual({ name, type });
    }
  });

  it('stores a stream of unknown length, larger than one part of an S3 upload', async () => {
    const key = `${folder}/streamed/recording`;
    const content = Buffer.alloc(6 * 1024 * 1024 + 3);
    for (let index = 0; index < content.length; index += 4096) content[index] = index % 251;
    expect(await storage.put(key, streamOf(content))).toEqual({ size: content.length });
    const file = await storage.get(key);
    expect(file?.size).toBe(content.length);
    expect(digestOf(await bytesOf(file))).toBe(digestOf(content));
  });

  it('replaces the file of a key put again', async () => {
    const key = `${folder}/replaced/note`;
    await storage.put(key, Buffer.from('first, longer version'));
    await storage.put(key, streamOf(Buffer.from('second')));
    expect((await bytesOf(await storage.get(key)))!.toString()).toBe('second');
    expect((await storage.stat(key))?.size).toBe(6);
  });

  it('answers null for a key without a file, also one that is only a folder of others', async () => {
    await storage.put(`${folder}/present/inner/file`, Buffer.from('x'));
    for (const key of [`${folder}/absent`, `${folder}/present/inner`, `${folder}/present/inner/file/below`]) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
    }
  });

  it('deletes a file, and a missing one without complaint', async () => {
    const key = `${folder}/deleted/file`;
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(`${folder}/never/there`)).resolves.toBeUndefined();
  });

  it('deletes every file under a prefix, at any depth, and nothing beside it', async () => {
    const keys = {
      inside: `${folder}/prefix/member/a.webp`,
      deeper: `${folder}/prefix/member/old/b.webp`,
      similarName: `${folder}/prefix/member2/c.webp`,
      sibling: `${folder}/prefix/other/d.webp`,
    };
    for (const key of Object.values(keys)) await storage.put(key, Buffer.from(key));
    await storage.deleteByPrefix(`${folder}/prefix/member/`);
    const left = async (key: string) => (await storage.stat(key)) !== null;
    expect({
      inside: await left(keys.inside),
      deeper: await left(keys.deeper),
      similarName: await left(keys.similarName),
      sibling: await left(keys.sibling),
    }).toEqual({ inside: false, deeper: false, similarName: true, sibling: true });
    await expect(storage.deleteByPrefix(`${folder}/prefix/nobody/`)).resolves.toBeUndefined();
  });

  it('lists every key under a prefix, at any depth, and nothing beside it', async () => {
    const inside = [`${folder}/listed/a.webp`, `${folder}/listed/deeper/b.webp`, `${folder}/listed/deeper/still/c`];
    for (const key of [...inside, `${folder}/listed2/similar-name`, `${folder}/beside/d.webp`]) await storage.put(key, Buffer.from(key));
    expect(await listed(storage, `${folder}/listed/`)).toEqual(inside.sort());
    expect(await listed(storage, `${folder}/nothing/`)).toEqual([]);
    await expect(listed(storage, `${folder}/listed`)).rejects.toThrow(StorageKeyError);
  });

  it('rejects with the error of a body that breaks, and keeps what the key had', async () => {
    const key = `${folder}/broken/upload`;
    await storage.put(key, Buffer.from('what was there'));
    await expect(storage.put(key, brokenStream())).rejects.toThrow('the client went away');
    expect((await bytesOf(await storage.get(key)))!.toString()).toBe('what was there');

    const fresh = `${folder}/broken/fresh`;
    await expect(storage.put(fresh, brokenStream())).rejects.toThrow('the client went away');
    expect(await storage.get(fresh)).toBeNull();
  });

  it('refuses keys and prefixes that are not logical paths', async () => {
    const badKeys = [
      '',
      '/absolute',
      'a//b',
      '../escape',
      'a/../../b',
      'a/./b',
      '.hidden',
      'a/.part',
      'a\\b',
      'a\u0000b',
      'a b',
      'a/',
      'x'.repeat(1025),
    ];
    for (const key of badKeys) {
      for (const call of [
        () => storage.put(key, Buffer.from('x')),
        () => storage.get(key),
        () => storage.stat(key),
        () => storage.delete(key),
      ])
        await expect(call(), JSON.stringify(key)).rejects.toThrow(StorageKeyError);
    }
    for (const prefix of ['', '/', 'a', '../', 'a//', `${folder}/prefix`])
      await expect(storage.deleteByPrefix(prefix), JSON.stringify(prefix)).rejects.toThrow(StorageKeyError);
  });
});

describe('the local folder', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'meshwork-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps each file at its key below its root, where DATA_DIR has always held them', async () => {
    await storage.put('files/members/m1/profile-abc.webp', Buffer.from('picture'));
    await storage.put('realtime-files/0123abcd', Buffer.from('shared'));
    expect(await readFile(path.join(root, 'files', 'members', 'm1', 'profile-abc.webp'), 'utf8')).toBe('picture');
    expect(await readFile(path.join(root, 'realtime-files', '0123abcd'), 'utf8')).toBe('shared');
  });

  it('lists no half-written upload and nothing outside the prefix, such as the embedded database', async () => {
    await storage.put('files/members/m2/profile-abc.webp', Buffer.from('picture'));
    await writeFile(path.join(root, 'files', 'members', 'm2', '.profile-def.webp.0123.part'), 'half');
    await mkdir(path.join(root, 'pg'), { recursive: true });
    await writeFile(path.join(root, 'pg', 'PG_VERSION'), '18');
    expect(await listed(storage, 'files/members/m2/')).toEqual(['files/members/m2/profile-abc.webp']);
  });

  it('leaves no partial file behind when a body breaks', async () => {
    await expect(storage.put('partial/upload', brokenStream())).rejects.toThrow('the client went away');
    expect(await readdir(path.join(root, 'partial'))).toEqual([]);
    expect(existsSync(path.join(root, 'partial', 'upload'))).toBe(false);
  });
});
