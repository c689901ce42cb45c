import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/**
 * CPU seconds (user and system) a process has used so far, from /proc. Its growth over a load,
 * divided by the answers of that load, is a figure other work on the shared machine hardly moves,
 * unlike latency.
 */
export function cpuSecondsOf(pid: number): number {
  // The fields after the command name (which may hold spaces) start with the state, field 3.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
