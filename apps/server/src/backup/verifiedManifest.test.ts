import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFormat, manifestEntry, type ArchiveEntry, type Manifest } from './archiveManifest.js';
import { ArchiveWriter } from './archiveWriter.js';
import { verifiedManifest } from './verifiedManifest.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'meshwork-archives-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const manifestOf = (entries: ArchiveEntry[], format = archiveFormat): Manifest => ({
  format,
  meshworkVersion: '9.9.9',
  createdAt: new Date().toISOString(),
  migrationLevel: {},
  tables: [],
  sequences: [],
  entries,
});

/** An archive of one file entry and the given manifest, written without its `.sha256`. */
async function archiveWith(name: string, content: Buffer, manifest: (entry: ArchiveEntry) => Manifest): Promise<string> {
  const archivePath = path.join(folder, name);
  const archive = new ArchiveWriter(archivePath);
  const entry = await archive.add('files/post-images/a/large.webp', content.length, content);
  const manifestBytes = Buffer.from(JSON.stringify(manifest(entry)));
  await archive.add(manifestEntry, manifestBytes.length, manifestBytes);
  await archive.finish();
  return archivePath;
}

describe('verifying an archive before a restore', () => {
  it('answers the manifest of an archive whose entries match it, with no .sha256 beside it', async () => {
    const archivePath = await archiveWith('whole.tar.gz', Buffer.from('image bytes'), (entry) => manifestOf([entry]));
    expect((await verifiedManifest(archivePath)).entries).toEqual([
      { name: 'files/post-images/a/large.webp', size: 11, sha256: createHash('sha256').update('image bytes').digest('hex') },
    ]);
  });

  it('refuses an entry whose bytes differ from its checksum in the manifest', async () => {
    const archivePath = await archiveWith('changed.tar.gz', Buffer.from('image bytes'), (entry) =>
      manifestOf([{ ...entry, sha256: createHash('sha256').update('other bytes').digest('hex') }]),
    );
    await expect(verifiedManifest(archivePath)).rejects.toThrow(
      `The archive ${archivePath} is damaged: files/post-images/a/large.webp does not match its checksum; nothing was restored.`,
    );
  });

  it('refuses an archive of a newer format, naming the version that made it', async () => {
    const archivePath = await archiveWith('newer.tar.gz', Buffer.from('x'), (entry) => manifestOf([entry], archiveFormat + 1));
    await expect(verifiedManifest(archivePath)).rejects.toThrow(
      `The archive ${archivePath} was made by a newer Meshwork (9.9.9, archive format ${archiveFormat + 1}); this version reads format ${archiveFormat}: upgrade Meshwork first.`,
    );
  });

  it('says so when there is no archive at the path', async () => {
    const missing = path.join(folder, 'missing.tar.gz');
    await expect(verifiedManifest(missing)).rejects.toThrow(`There is no archive at ${missing}.`);
  });
});
