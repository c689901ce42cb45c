import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { get } from './httpLoad.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The product's server, as every benchmark runs it. */
export const serverScript = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');

/**
 * Runs a TypeScript script in a child process through tsx, with `env` over this process's
 * environment. With `profileDir`, Node writes the child's CPU profile there when it exits.
 */
export function startChild(
  script: string,
  env: Record<string, string>,
  { profileDir, stdout = 'ignore' }: { profileDir?: string; stdout?: 'ignore' | 'inherit' } = {},
): ChildProcess {
  return fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [])],
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
}

/**
 * The server's environment in a benchmark: loopback only, its own database and data folder, no
 * demo data, and rate-limit keys of its own.
 */
export function benchServerEnv(options: { port: number; databaseUrl: string; dataDir: string; rateLimitPrefix: string }) {
  return {
    NODE_ENV: 'development',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    SEED: 'false',
    RATE_LIMIT_PREFIX: options.rateLimitPrefix,
  };
}

/** Waits (a minute at most, or `seconds`) until a GET of `pathname` answers 200 on the port. */
export async function waitForAnswer(port: number, pathname: string, seconds = 60): Promise<void> {
  for (let tries = 0; tries < seconds * 10; tries++) {
    try {
      if ((await get(port, pathname)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`nothing answers on port ${port}`);
}

/** Stops a child and waits for it to exit, killing it after `graceMs`. */
export async function stopped(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  const overdue = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(overdue);
}

/** Runs `work` on one connection to the database at `url`. */
export async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
