import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CommandResult } from './backupCommands.js';

const adminScript = path.join(import.meta.dirname, '..', 'src', 'cli', 'admin.ts');

/** Runs `npm run admin -- <args>` as an operator would, with only the given environment and, when given, `stdin` piped in. */
export function runAdminCommand(args: string[], env: Record<string, string>, stdin?: string): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', adminScript, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (stdin !== undefined) child.stdin!.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
