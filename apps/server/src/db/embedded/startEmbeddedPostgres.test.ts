import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning, openDataDir, postmasterPidOf } from '../../../test/serverProcess.js';
import { StartupError } from '../../startup/startupError.js';
import { postgresOsUser } from './osUser.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './startEmbeddedPostgres.js';

let dataDir: string;
const started: EmbeddedDatabase[] = [];

async function start(): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  started.push(database);
  return database;
}

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

// One cluster for the file (initdb is the slow part), made here; every test stops what it started.
beforeAll(async () => {
  dataDir = await openDataDir();
  await (await start()).stop();
});
afterAll(async () => {
  for (const database of started) await database.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('makes its cluster with a superuser password of its own, not one written in the code', { timeout: 60_000 }, async () => {
    const database = await start();
    expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const withCodePassword = new URL(database.url);
    withCodePassword.password = 'meshwork';
    await expect(query(withCodePassword.toString(), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
    await database.stop();
  });

  it('makes its cluster fold the case of every script and sort by code point', { timeout: 60_000 }, async () => {
    const database = await start();
    const [folding] = await query(
      database.url,
      "SELECT lower('ΣΠΙΤΙ Ärger') AS lower, upper('σπίτι ärger') AS upper, 'Z' < 'a' AND 'z' < 'ä' AS code_point_order",
    );
    expect(folding).toEqual({ lower: 'σπιτι ärger', upper: 'ΣΠΊΤΙ ÄRGER', code_point_order: true });
    await database.stop();
  });

  it('stops a PostgreSQL that a server which is gone left on the cluster, and starts a new one', { timeout: 60_000 }, async () => {
    const left = await start();
    const leftPid = (await postmasterPidOf(dataDir))!;
    // What a SIGKILL of the server leaves: its PostgreSQL runs on, and its connections are gone.
    await query(left.url, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'meshwork owner'");

    const next = await start();
    expect(isRunning(leftPid)).toBe(false);
    expect(await query(next.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await next.stop();
  });

  it('refuses the cluster while a running server holds it', { timeout: 60_000 }, async () => {
    const holder = await start();
    const refusal = await start().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StartupError);
    expect((refusal as Error).message).toMatch(
      /^Another Meshwork server is running on the database in \S+ \(PostgreSQL pid \d+\); stop it first, or give this server its own DATA_DIR\.$/,
    );
    expect(await query(holder.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await holder.stop();
  });

  it('reports, in one sentence, a PostgreSQL that stops without being asked to', { timeout: 60_000 }, async () => {
    await start();
    process.kill((await postmasterPidOf(dataDir))!, 'SIGQUIT');
    const sentence = await started.at(-1)!.unexpectedExit;
    expect(sentence).toBe('The embedded PostgreSQL stopped unexpectedly (received immediate shutdown request); Meshwork stops too.');
  });

  it('starts over a lock file whose pid now belongs to another process, and leaves that process alone', { timeout: 60_000 }, async () => {
    const user = await postgresOsUser();
    const stranger = spawn('sleep', ['60'], user ? { uid: user.uid, gid: user.gid } : {});
    try {
      const lockFile = path.join(dataDir, 'pg', 'postmaster.pid');
      await writeFile(lockFile, `${stranger.pid}\n${path.join(dataDir, 'pg')}\n1700000000\n5999\n\n127.0.0.1\n0 0\nready   \n`);
      const database = await start();
      expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(isRunning(stranger.pid!)).toBe(true);
      await database.stop();
    } finally {
      stranger.kill();
    }
  });
});
