import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { reasonOf, StartupError } from '../../startup/startupError.js';

const run = promisify(execFile);

/** The OS user PostgreSQL runs as; `undefined` runs it as this process's own user. */
export interface OsUser {
  uid: number;
  gid: number;
}

const name = 'postgres';

async function lookUp(): Promise<OsUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Why a command failed, in one line: its own complaint, or that it is missing. */
function commandFailure(error: unknown): string {
  const { code, path, stderr } = error as { code?: unknown; path?: string; stderr?: string };
  if (code === 'ENOENT') return `${path} is not installed`;
  return stderr?.trim().split('\n')[0] || reasonOf(error);
}

/** A system account without a home or a login shell: it only ever runs PostgreSQL. */
async function create(): Promise<void> {
  // groupadd exits with 9 when the group exists already, e.g. left by an earlier account.
  await run('groupadd', ['--system', name]).catch((error: { code?: unknown }) => {
    if (error.code !== 9) throw error;
  });
  await run('useradd', ['--system', '--gid', name, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name]);
}

/**
 * PostgreSQL refuses to run as root, so a server started as root runs it as the `postgres` OS user,
 * created when missing. Any other user runs it as itself.
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookUp();
  if (existing) return existing;
  try {
    await create();
  } catch (error) {
    throw new StartupError(
      `As root, Meshwork runs its embedded PostgreSQL as the OS user "${name}", which does not exist and could not be created (${commandFailure(error)}); create it, or set DATABASE_URL.`,
    );
  }
  const created = await lookUp();
  if (!created) throw new StartupError(`The OS user "${name}" was created but cannot be found; check the system's user database.`);
  return created;
}

/** Whether `user` can search `dir`, which needs search permission on every folder on its path. */
export async function canReach(user: OsUser | undefined, dir: string): Promise<boolean> {
  if (!user) return true;
  return new Promise((resolve) => {
    const probe = spawn('test', ['-x', dir], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
}
