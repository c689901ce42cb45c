import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { freePort, openDataDir, requestJson, spawnServer, startServer, stopServer, type ServerProcess } from '../test/serverProcess.js';
import { demoMembers, demoPassword } from './seed/demoMembers.js';

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
let database: TestDatabase;

async function newDataDir(): Promise<string> {
  const dir = await openDataDir();
  dataDirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

/** Runs a start that must fail; answers its exit code and what it wrote to stderr. */
async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string; output: string }> {
  const server = spawnServer(env);
  servers.push(server);
  const code = await server.exited;
  return { code, stderr: server.stderr(), output: server.output() };
}

/** What the process printed from its banner on. */
const bannerOf = (server: ServerProcess) => server.output().slice(server.output().indexOf('Meshwork is running at'));

/** Log lines at error level or above (pino writes `"level":50` and `"level":60`). */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)|error/i.test(line));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await database.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'starts on an embedded PostgreSQL with the demo network, prints the banner and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const dataDir = await newDataDir();
      const port = await freePort();
      const server = await start({ DATA_DIR: dataDir, PORT: String(port) });
      const shown = bannerOf(server);
      expect(shown).toContain(`Meshwork is running at http://localhost:${port}`);
      expect(shown).toMatch(/^ {2}Demo logins: ava, kenji, amara,/m);
      for (const { username } of demoMembers) expect(shown).toMatch(new RegExp(`[ ,]${username}(,|\n)`));
      expect(shown).toContain(`  Password:    ${demoPassword} for each of them (who they are: docs/demo.md)`);
      expect(shown).toContain(`  Dev mailbox: http://localhost:${port}/dev/mailbox (reachable only from this machine)`);
      expect(shown).toContain(`  Database:    embedded PostgreSQL in ${path.join(dataDir, 'pg')}\n`);
      expect(shown).toContain(`  Files:       ${dataDir}\n`);
      expect(shown).toContain(`  Node:        ${process.versions.node}`);
      // The demo network has an administrator (tomas).
      expect(shown).not.toContain('npm run admin');

      const login = await requestJson(port, 'POST', '/api/auth/login', { login: 'ava', password: demoPassword });
      const feed = await requestJson(port, 'GET', `/api/social/social-feed?token=${login.body.output.token}`);
      expect(feed.body.output.friends_count).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // PostgreSQL removes its pid file when it has shut down.
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      // A second start, with seeding off, keeps the data and names no demo logins.
      const again = await start({ DATA_DIR: dataDir, PORT: String(port), SEED: 'false' });
      expect(again.output()).not.toContain('Demo logins');
      expect(again.output()).not.toContain('Password:');
      const relogin = await requestJson(port, 'POST', '/api/auth/login', { login: 'ava', password: demoPassword });
      expect(relogin.status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('on DATABASE_URL says so, and with LOG_FORMAT=lines logs each request in one line after the banner', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: database.url, DATA_DIR: await newDataDir(), PORT: String(port), SEED: 'false' };
    const server = await start({ ...env, LOG_FORMAT: 'lines', LOG_LEVEL: 'info' });
    const printed = new URL(database.url);
    printed.password = '';
    expect(bannerOf(server)).toContain(`  Database:    DATABASE_URL (${printed})\n`);
    // No demo network: nobody administers the instance yet.
    expect(bannerOf(server)).toContain('  Admin:       none yet; make one: npm run admin -- create <username> <email>\n');

    expect((await requestJson(port, 'GET', '/api/social/social-feed?token=session-secret')).status).toBe(401);
    const requestLine = /^\d\d:\d\d:\d\d GET \/api\/social\/social-feed\?token=\[REDACTED\] 401 \d+ ms$/m;
    await expect.poll(() => bannerOf(server)).toMatch(requestLine);
    expect(server.output()).not.toContain('session-secret');
    expect(server.output()).not.toContain('{"level"');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops on Ctrl+C, its PostgreSQL after it, without a single error line', { timeout: 60_000 }, async () => {
    const dataDir = await newDataDir();
    const server = await start({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED: 'false', LOG_LEVEL: 'info' });
    server.pressCtrlC();
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"signal":"SIGINT","msg":"shutting down"');
    expect(errorLines(server.output())).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});

describe.concurrent('a start that cannot succeed prints one sentence saying why', () => {
  it('names a bad variable', async () => {
    const { code, stderr } = await failedStart({ PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT: .+\.\n$/);
  });

  it('names the unreachable DATABASE_URL, without its password', async () => {
    const port = await freePort();
    const { code, stderr } = await failedStart({ DATABASE_URL: `postgres://meshwork:secret@127.0.0.1:${port}/meshwork` });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot reach the database at DATABASE_URL (postgres://meshwork@127.0.0.1:${port}/meshwork): connection refused.\n`,
    );
  });

  it('names the unreachable REDIS_URL, without its password, before it starts a database', async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const { code, stderr } = await failedStart({ DATA_DIR: dataDir, REDIS_URL: `redis://:secret@127.0.0.1:${port}/0` });
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot reach Redis at REDIS_URL (redis://127.0.0.1:${port}/0): connection refused.\n`);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('names an S3 bucket it cannot reach, before it starts a database', async () => {
    const dataDir = await newDataDir();
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const s3 = { S3_BUCKET: 'meshwork-files', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const { code, stderr } = await failedStart({ DATA_DIR: dataDir, ...s3 });
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot reach the S3 bucket meshwork-files (S3_BUCKET) at ${endpoint}: connection refused.\n`);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('names a data folder it cannot write', async () => {
    const blocker = path.join(await newDataDir(), 'a-file');
    await writeFile(blocker, '');
    const { code, stderr } = await failedStart({ DATA_DIR: path.join(blocker, 'data'), DATABASE_URL: database.url });
    expect(code).toBe(1);
    expect(stderr).toBe(`The data folder ${blocker}/data (DATA_DIR) is not writable: a file is in the way of a folder on its path.\n`);
  });

  it('names a port that is taken', { timeout: 60_000 }, async () => {
    const holder = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const { code, stderr, output } = await failedStart({ DATA_DIR: await newDataDir(), DATABASE_URL: database.url, PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr).toBe(`Port ${port} on 127.0.0.1 is already in use; stop what uses it, or set PORT.\n`);
      expect(errorLines(output)).toEqual([]);
    } finally {
      holder.close();
    }
  });
});
