import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { get } from './httpLoad.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
