import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from './seed/demoMembers.js';

const mainFile = path.join(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the real process (embedded PostgreSQL, seed, banner) and waits for its banner. */
async function startProcess(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Meshwork is running at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`exited early:\n${output}`)));
  });
  return { child, output: () => output, exited };
}

let dataDir: string;
let running: ChildProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-main-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'starts on an embedded PostgreSQL with the demo network, prints the banner and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = await startProcess(dataDir, port);
      running = server.child;
      expect(server.output()).toContain(`Meshwork is running at http://localhost:${port}`);
      expect(server.output()).toMatch(/Demo logins: ava, kenji, amara \(and \d+ more\), password Meshwork#2026/);
      expect(server.output()).toContain(`Dev mailbox: http://localhost:${port}/dev/mailbox (reachable only from this machine)`);

      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'ava', password: demoPassword }),
      });
      const session = (await login.json()) as { output: { token: string } };
      const feed = await fetch(`http://127.0.0.1:${port}/api/social/social-feed?token=${session.output.token}`);
      const { output } = (await feed.json()) as { output: { friends_count: number } };
      expect(output.friends_count).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // PostgreSQL removes its pid file when it has shut down.
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      // A second start, with seeding off, keeps the data and names no demo logins.
      const again = await startProcess(dataDir, port, { SEED: 'false' });
      running = again.child;
      expect(again.output()).not.toContain('Demo logins');
      const relogin = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'ava', password: demoPassword }),
      });
      expect(relogin.status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  });
});
