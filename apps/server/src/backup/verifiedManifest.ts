import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { archiveEntries, unreadableArchive } from './archiveEntries.js';
import { archiveFormat, manifestEntry, manifestSchema, type ArchiveEntry, type Manifest } from './archiveManifest.js';
import { BackupError } from './backupError.js';
import { checksumFileOf } from './writeBackup.js';

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksum in `<archive>.sha256`, or null when the archive came without one. */
async function expectedChecksumOf(archivePath: string): Promise<string | null> {
  const text = await readFile(checksumFileOf(archivePath), 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  return text?.trim().split(/\s+/)[0]?.toLowerCase() ?? null;
}

function manifestOf(text: string, archivePath: string): Manifest {
  const { format, meshworkVersion } = parsedManifest(text, archivePath) as { format?: unknown; meshworkVersion?: unknown };
  if (typeof format === 'number' && format > archiveFormat)
    throw new BackupError(
      `The archive ${archivePath} was made by a newer Meshwork (${String(meshworkVersion)}, archive format ${format}); this version reads format ${archiveFormat}: upgrade Meshwork first.`,
    );
  const manifest = manifestSchema.safeParse(parsedManifest(text, archivePath));
  if (!manifest.success) throw new BackupError(`The manifest of the archive ${archivePath} is not one Meshwork wrote.`);
  return manifest.data;
}

function parsedManifest(text: string, archivePath: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError(`The manifest of the archive ${archivePath} is not JSON: it is not a Meshwork backup.`);
  }
}

/** The first entry whose bytes differ from what the manifest says, or that one side lacks. */
function firstMismatch(found: ArchiveEntry[], listed: ArchiveEntry[]): string | null {
  const expected = new Map(listed.map((entry) => [entry.name, entry]));
  for (const entry of found) {
    const promised = expected.get(entry.name);
    if (!promised || promised.sha256 !== entry.sha256 || promised.size !== entry.size) return entry.name;
    expected.delete(entry.name);
  }
  return expected.keys().next().value ?? null;
}

/**
 * Reads the whole archive once, writing nothing: its own checksum (when `<archive>.sha256` is
 * beside it), every entry's against the manifest, and the format. Answers the manifest, which a
 * restore may then trust.
 */
export async function verifiedManifest(archivePath: string): Promise<Manifest> {
  if (!(await stat(archivePath).catch(() => null))?.isFile()) throw new BackupError(`There is no archive at ${archivePath}.`);
  const expectedChecksum = await expectedChecksumOf(archivePath);
  const archiveHash = createHash('sha256');
  const found: ArchiveEntry[] = [];
  let manifestText: string | undefined;
  try {
    for await (const entry of archiveEntries(archivePath, (chunk) => archiveHash.update(chunk))) {
      if (entry.name === manifestEntry) manifestText = Buffer.concat(await entry.body.toArray()).toString();
      else found.push({ name: entry.name, size: entry.size, sha256: await sha256Of(entry.body) });
    }
  } catch (error) {
    throw unreadableArchive(archivePath, error);
  }
  if (expectedChecksum !== null && archiveHash.digest('hex') !== expectedChecksum)
    throw new BackupError(
      `The archive ${archivePath} does not match its checksum in ${checksumFileOf(archivePath)}: it is damaged; nothing was restored.`,
    );
  if (manifestText === undefined) throw new BackupError(`The archive ${archivePath} has no manifest: it is not a whole Meshwork backup.`);
  const manifest = manifestOf(manifestText, archivePath);
  const mismatch = firstMismatch(found, manifest.entries);
  if (mismatch)
    throw new BackupError(`The archive ${archivePath} is damaged: ${mismatch} does not match its checksum; nothing was restored.`);
  return manifest;
}
