import { spawn, type SpawnOptions } from 'node:child_process';
import type { OsUser } from './osUser.js';

/**
 * How PostgreSQL's programs are started: as `user`, from `/` (the server's working folder may be
 * private to root), with English messages (the start watches for one) and none of the server's
 * own environment, which holds secrets such as SMTP_URL.
 */
export function postgresSpawnOptions(user: OsUser | undefined): SpawnOptions {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LC_MESSAGES: 'C' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return { cwd: '/', env, ...(user ? { uid: user.uid, gid: user.gid } : {}) };
}

/** The last line of a program's complaint, or its exit status when it said nothing. */
function lastLineOf(output: string): string | undefined {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
}

/** Runs a program to its end; rejects with the last line it wrote to stderr. */
export function runToEnd(file: string, args: string[], user: OsUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...postgresSpawnOptions(user), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(lastLineOf(stderr) ?? `exited with ${code ?? signal}`));
    });
  });
}
