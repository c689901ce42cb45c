import { chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { reasonOf, StartupError } from '../../startup/startupError.js';
import type { PostgresBinaries } from './binaries.js';
import { newSuperuserPassword, passwordFileOf, superuserName } from './connection.js';
import type { OsUser } from './osUser.js';
import { runToEnd } from './processes.js';

async function writeOwnedFile(file: string, text: string, user: OsUser | undefined): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  if (user) await chown(file, user.uid, user.gid);
}

/**
 * Makes a new cluster in `dir` (absent or empty), UTF-8 with the C.UTF-8 locale; a cluster made
 * before keeps the locale it was made with (docs/operations.md). initdb fills a staging folder that is renamed
 * into place at the end, so an interrupted first start leaves no half-made cluster behind.
 */
export async function createCluster(dir: string, binaries: PostgresBinaries, user: OsUser | undefined): Promise<void> {
  const staging = `${dir}.initdb`;
  const initdbPasswordFile = `${dir}.initdb-password`;
  const password = newSuperuserPassword();
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  if (user) await chown(staging, user.uid, user.gid);
  await writeOwnedFile(initdbPasswordFile, `${password}\n`, user);
  try {
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${superuserName}`,
        `--pwfile=${initdbPasswordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode case folding in every script ("ΣΠΙΤΙ" finds "σπίτι") with code-point order, as C
        // sorted: PostgreSQL's own builtin C.UTF-8 locale, which no OS upgrade can change under an
        // index. The OS's C.UTF-8 (in glibc, hence on every Debian) serves the few libc lookups left,
        // such as text search's lowercasing.
        '--locale-provider=builtin',
        '--locale=C.UTF-8',
        '--no-instructions',
      ],
      user,
    );
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new StartupError(`Creating the embedded PostgreSQL cluster in ${dir} failed: ${reasonOf(error)}.`);
  } finally {
    await rm(initdbPasswordFile, { force: true });
  }
  await writeOwnedFile(passwordFileOf(staging), password, user);
  await rename(staging, dir);
}
