import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const mainFile = path.join(import.meta.dirname, '..', 'src', 'main.ts');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new data folder, opened to other users as a checkout's folder usually is. */
export async function openDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'meshwork-main-'));
  await chmod(dir, 0o755);
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Ctrl+C in a terminal: SIGINT to the whole process group, PostgreSQL included if it shares it. */
  pressCtrlC(): void;
}

/**
 * Runs the real process (`main.ts` through tsx; `npm start` runs its bundle, which
 * scripts/serverBuild.test.ts starts) with only the given environment, in a process group of its
 * own like a command started from a shell.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, stderr: () => stderr, exited, pressCtrlC: () => process.kill(-child.pid!, 'SIGINT') };
}

/** Starts the real process and waits for its banner; rejects with its output when it exits first. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (server.output().includes('Meshwork is running at')) resolve();
    };
    server.child.stdout!.on('data', check);
    void server.exited.then(() => reject(new Error(`exited early:\n${server.output()}`)));
  });
  return server;
}

/** Stops a server that may still run, as its operator would (SIGTERM), and waits for its exit. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The pid of the PostgreSQL running on the cluster in `dataDir`, from its lock file. */
export async function postmasterPidOf(dataDir: string): Promise<number | undefined> {
  const lockFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  return Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
}

/** Whether `pid` runs; a zombie (exited, not yet reaped by its new parent) does not. */
export function isRunning(pid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    try {
      return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A JSON request to the server on `port`. */
export async function requestJson(port: number, method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
