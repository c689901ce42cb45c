import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { reasonOf, StartupError } from '../../startup/startupError.js';
import type { PostgresBinaries } from './binaries.js';
import { createCluster } from './createCluster.js';
import { canReach, type OsUser } from './osUser.js';
import { ensureRootStateDir, rootStateDir } from './rootStateDir.js';

/** The folder `pgDir` names, following a link; undefined when there is nothing there yet. */
async function existingDir(pgDir: string): Promise<string | undefined> {
  const entry = await lstat(pgDir).catch(() => undefined);
  if (!entry) return undefined;
  if (entry.isSymbolicLink()) {
    const target = await realpath(pgDir).catch(() => undefined);
    if (target) return target;
    throw new StartupError(
      `${pgDir} links to a database folder that no longer exists; restore it, or remove the link to start with a new database.`,
    );
  }
  if (!entry.isDirectory()) throw new StartupError(`${pgDir} is a file where the embedded database's folder belongs; move it away.`);
  return pgDir;
}

/** The stable home of a cluster for a DATA_DIR the `postgres` user cannot reach: one per DATA_DIR. */
async function relocatedDir(dataDir: string): Promise<string> {
  const id = createHash('sha256')
    .update(await realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  await ensureRootStateDir();
  return path.join(rootStateDir, `pg-${id}`);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

/**
 * The folder of the cluster for DATA_DIR/pg (`pgDir`), made on first start. Normally `pgDir` itself;
 * but when the server runs as root and the `postgres` user cannot reach DATA_DIR (a checkout in a
 * private home), the cluster lives in /var/lib/meshwork/pg-<id> and `pgDir` links to it. Once made,
 * the folder or link decides, so a cluster never moves by itself.
 */
export async function prepareClusterDir(pgDir: string, binaries: PostgresBinaries, user: OsUser | undefined): Promise<string> {
  try {
    const existing = await existingDir(pgDir);
    if (existing && existsSync(path.join(existing, 'PG_VERSION'))) {
      if (!(await canReach(user, existing))) {
        throw new StartupError(
          `The postgres OS user cannot reach the database folder ${existing}: a folder on its path is private; open that path to it, or move the cluster.`,
        );
      }
      return existing;
    }
    if (existing && !(await isEmptyDir(existing))) {
      throw new StartupError(`${existing} holds files but no PostgreSQL cluster; move them away so that a new database can be made there.`);
    }
    const dataDir = path.dirname(pgDir);
    await mkdir(dataDir, { recursive: true });
    const dir = existing ?? ((await canReach(user, dataDir)) ? pgDir : await relocatedDir(dataDir));
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createCluster(dir, binaries, user);
    if (dir !== pgDir && !existing) await symlink(dir, pgDir);
    return dir;
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot prepare the embedded database folder ${pgDir}: ${reasonOf(error)}.`);
  }
}
