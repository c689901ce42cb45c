import { spawn } from 'node:child_process';
import { reasonOf, StartupError } from '../../startup/startupError.js';
import type { OsUser } from './osUser.js';
import { postgresSpawnOptions } from './processes.js';
import { settlesWithin } from './waiting.js';

export interface Postmaster {
  port: number;
  /** Resolves, with the sentence to print, when PostgreSQL exits without having been asked to. */
  unexpectedExit: Promise<string>;
  /** Fast shutdown: sessions end, a checkpoint is written, the process exits. */
  stop(): Promise<void>;
}

/** PostgreSQL stopped before it was ready; `portTaken` when another process bound its port first. */
export class PostmasterStartFailure extends StartupError {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

const readyMessage = 'database system is ready to accept connections';
const logTailLength = 8192;

/**
 * PostgreSQL's own reason for stopping, from its log: the last FATAL or PANIC message with its hint,
 * else the shutdown request it received (another process signalled it).
 */
function reasonInLog(log: string): string | undefined {
  const lines = log.split('\n');
  const failure = lines.findLastIndex((line) => /\b(FATAL|PANIC):\s/.test(line));
  if (failure >= 0) {
    const message = lines[failure]!.replace(/^.*?\b(FATAL|PANIC):\s+/, '').trim();
    const hint = lines[failure + 1]?.match(/\bHINT:\s+(.*)$/)?.[1]?.trim();
    return hint ? `${message} (${hint})` : message;
  }
  return lines
    .findLast((line) => line.includes('shutdown request'))
    ?.replace(/^.*?\bLOG:\s+/, '')
    .trim();
}

function exitReason(log: string, code: number | null, signal: NodeJS.Signals | null): string {
  return reasonInLog(log) ?? (code !== null ? `it exited with status ${code}` : `it was ended by ${signal}`);
}

/**
 * Starts PostgreSQL on the cluster in `dir` and resolves once it accepts connections. It runs in a
 * session of its own, so the Ctrl+C of a terminal reaches only the server, which stops it after its
 * own shutdown (docs/operations.md).
 */
export function startPostmaster(options: { postgres: string; dir: string; port: number; user: OsUser | undefined }): Promise<Postmaster> {
  const { postgres, dir, port, user } = options;
  const args = [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  const child = spawn(postgres, args, { ...postgresSpawnOptions(user), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const unexpectedExit = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      resolve(`The embedded PostgreSQL stopped unexpectedly (${exitReason(log, code, signal)}); Meshwork stops too.`);
    }),
  );
  const postmaster: Postmaster = {
    port,
    unexpectedExit,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGINT');
      if (await settlesWithin(exited, 30_000)) return;
      // Immediate shutdown: no checkpoint; the next start replays the write-ahead log.
      child.kill('SIGQUIT');
      await exited;
    },
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    // The pipe is always read, also after the start: a full pipe would block PostgreSQL's logging.
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      log = (log + chunk).slice(-logTailLength);
      if (!ready && log.includes(readyMessage)) {
        ready = true;
        resolve(postmaster);
      }
    });
    child.once('error', (error) => reject(new StartupError(`Cannot run ${postgres}: ${reasonOf(error)}.`)));
    child.once('exit', (code, signal) => {
      if (ready) return;
      const reason = exitReason(log, code, signal);
      reject(
        new PostmasterStartFailure(`The embedded PostgreSQL in ${dir} did not start: ${reason}.`, log.includes('Address already in use')),
      );
    });
  });
}
