import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../../startup/startupError.js';
import { embeddedUrl, superuserPasswordOf } from './connection.js';
import { claimOwnership } from './ownership.js';
import { waitUntil } from './waiting.js';

/** What PostgreSQL writes to `postmaster.pid` that matters here: its pid (line 1) and port (line 4). */
async function readLockFile(dir: string): Promise<{ pid: number; port: number } | undefined> {
  const text = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function commandLineOf(pid: number): Promise<string[]> {
  if (existsSync('/proc/self/cmdline')) {
    const text = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    return text.split('\0').filter(Boolean);
  }
  const { stdout } = await promisify(execFile)('ps', ['-o', 'command=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout.trim().split(/\s+/).filter(Boolean);
}

/** Whether `pid` is a PostgreSQL server started on the cluster in `dir` (not a recycled pid, not a zombie). */
async function isPostmasterOf(pid: number, dir: string): Promise<boolean> {
  const args = await commandLineOf(pid);
  const flag = args.indexOf('-D');
  const dataDir = flag > 0 ? args[flag + 1] : undefined;
  if (!args[0] || path.basename(args[0]) !== 'postgres' || !dataDir) return false;
  return (await realpath(dataDir).catch(() => dataDir)) === dir;
}

/** Whether a running Meshwork server holds this PostgreSQL; one that does not answer is held by none. */
async function isInUse(port: number, dir: string): Promise<boolean> {
  const owner = await claimOwnership(embeddedUrl(port, await superuserPasswordOf(dir))).catch(() => 'unanswered' as const);
  if (owner === undefined) return true;
  if (owner !== 'unanswered') await owner.end();
  return false;
}

function signal(pid: number, name: NodeJS.Signals, dir: string): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'EPERM') {
      throw new StartupError(
        `The PostgreSQL (pid ${pid}) that an earlier run left on ${dir} belongs to another user; stop it, then start again.`,
      );
    }
    if (code !== 'ESRCH') throw error;
  }
}

/**
 * A server killed without its shutdown (SIGKILL, a crash) leaves its PostgreSQL running on the
 * cluster, and a new PostgreSQL cannot start there. This stops such a leftover (fast shutdown, then
 * immediate), refuses to touch one a running server still holds, and removes a lock file whose
 * process is gone, since its pid may belong to another process by now.
 */
export async function stopLeftoverPostmaster(dir: string): Promise<void> {
  const lock = await readLockFile(dir);
  if (!lock || !(lock.pid > 0)) return;
  if (!(await isPostmasterOf(lock.pid, dir))) {
    await rm(path.join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  if (await isInUse(lock.port, dir)) {
    throw new StartupError(
      `Another Meshwork server is running on the database in ${dir} (PostgreSQL pid ${lock.pid}); stop it first, or give this server its own DATA_DIR.`,
    );
  }
  const stopped = () => isPostmasterOf(lock.pid, dir).then((running) => !running);
  signal(lock.pid, 'SIGINT', dir);
  if (await waitUntil(stopped, 30_000)) return;
  signal(lock.pid, 'SIGQUIT', dir);
  if (await waitUntil(stopped, 10_000)) return;
  throw new StartupError(`The PostgreSQL (pid ${lock.pid}) that an earlier run left on ${dir} does not stop; stop it, then start again.`);
}
