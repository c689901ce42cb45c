/**
 * The warm start (see README.md): `npm start` as a newcomer runs it, on a data folder and a web build
 * that exist, from the command to the first 200 of /api/health, `BENCH_RUNS` times (default 5). In
 * the same run, interleaved, the baseline: `node --import tsx` of an empty module, the floor of any
 * process that runs TypeScript sources. Prints every figure, their medians and the server's own
 * phases, and saves them to latest.json.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { get } from '../realtime/httpLoad.js';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 18_095;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** When each step of the server's start ended, in ms since its process began (its `start phases` log). */
type Phases = Record<string, number>;

interface Start {
  ms: number;
  phases: Phases;
}

/** Runs `npm start` on the data folder, times it until /api/health answers 200, then stops it with SIGTERM. */
async function timedStart(dataDir: string): Promise<Start> {
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group: the SIGTERM reaches npm, the web build check and the server.
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' rather than 'exit': by then every line of its output has been read.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const answer = await get(port, '/api/health').catch(() => undefined);
    if (answer?.status === 200) break;
    await sleep(20);
  }
  const ms = performance.now() - began;
  process.kill(-child.pid!, 'SIGTERM');
  await closed;
  const logged = output.split('\n').find((line) => line.includes('"start phases"'));
  return { ms, phases: logged ? (JSON.parse(logged) as { ms: Phases }).ms : {} };
}

/** The baseline: a process that loads tsx and an empty module, then exits. */
async function timedFloor(): Promise<number> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: root, stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - began;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-bench-start-'));
try {
  const loadBefore = loadavg();
  // The first start makes the cluster and the demo network (and the web build if it is missing): not counted.
  const first = await timedStart(dataDir);
  console.log(`first start (new data folder, demo network): ${(first.ms / 1000).toFixed(1)} s`);
  const starts: Start[] = [];
  const floors: number[] = [];
  for (let run = 1; run <= runs; run++) {
    floors.push(await timedFloor());
    const start = await timedStart(dataDir);
    starts.push(start);
    console.log(
      `warm start ${run}: ${(start.ms / 1000).toFixed(2)} s  phases ${JSON.stringify(start.phases)}  floor ${floors.at(-1)!.toFixed(0)} ms`,
    );
  }
  const warm = median(starts.map((start) => start.ms));
  const floor = median(floors);
  const phaseNames = Object.keys(starts[0]!.phases);
  const phases = Object.fromEntries(phaseNames.map((name) => [name, median(starts.map((start) => start.phases[name] ?? 0))]));
  const result = {
    measuredAt: new Date().toISOString(),
    runs,
    loadAverage: { before: loadBefore.map((value) => Number(value.toFixed(2))), after: loadavg().map((value) => Number(value.toFixed(2))) },
    firstStartMs: Math.round(first.ms),
    warmStartMs: { median: Math.round(warm), all: starts.map((start) => Math.round(start.ms)) },
    serverPhasesMedianMs: phases,
    baselineTsxFloorMs: { median: Math.round(floor), all: floors.map((value) => Math.round(value)) },
    warmOverFloor: Number((warm / floor).toFixed(1)),
  };
  console.log(
    `\nwarm start: median ${(warm / 1000).toFixed(2)} s over ${runs} runs; tsx floor ${floor.toFixed(0)} ms; ratio ${result.warmOverFloor}`,
  );
  console.log(`server phases (median, ms since its process began): ${JSON.stringify(phases)}`);
  console.log(`load average before ${result.loadAverage.before.join(' ')}, after ${result.loadAverage.after.join(' ')}`);
  await writeFile(path.join(import.meta.dirname, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
