import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/**
 * CPU seconds the whole machine has been busy so far, all cores together, from /proc/stat (all
 * but idle and I/O wait). Over a load, what the benchmark's own processes did not use is other
 * work sharing the cores: the figure says how quiet the machine was.
 */
export function machineBusySeconds(): number {
  // cpu user nice system idle iowait irq softirq steal …
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return (total - fields[3]! - fields[4]!) / ticksPerSecond;
}
