import { spawn } from 'node:child_process';
import path from 'node:path';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const cliFolder = path.join(import.meta.dirname, '..', 'src', 'cli');

/** Runs `npm run backup` or `npm run restore` as an operator would, with only the given environment. */
export function runBackupCommand(command: 'backup' | 'restore', archivePath: string, env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(cliFolder, `${command}.ts`), archivePath], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
