/**
 * The rooms benchmark (see README.md): people in rooms sending their pose as a signal 15 times a
 * second and hearing everyone else's, against the bare relay, one server node and two nodes
 * (sharing PostgreSQL and Redis), all started once and loaded in turn, round after round, so that
 * each round's ratios compare figures taken seconds apart. Prints the medians of the rounds and
 * saves every figure to results-<timestamp>.json and latest.json.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchServerEnv, onDatabase, serverScript, startChild, stopped, waitForAnswer } from '../realtime/childProcesses.js';
import { median, round } from '../realtime/httpLoad.js';
import { cpuSecondsOf } from '../realtime/processCpu.js';
import { poseHz } from './poses.js';
import { localRedisPid } from './redisPid.js';
import { keys, RoomLoad, type RoomShape } from './roomLoad.js';

const here = import.meta.dirname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUpSeconds = 2;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [relayPort, oneNodePort, twoNodePorts] = [18_180, 18_181, [18_182, 18_183]];
const full = seconds === 10 && rounds === 3;
const serverCode = path.resolve(here, '../../packages/realtime-server');

const shapes: RoomShape[] = [
  { name: 'one room of 25', rooms: 1, people: 25 },
  { name: '20 rooms of 5', rooms: 20, people: 5 },
];
// The aim, for the room of 25 on each server setup.
const aim = { p99Ms: 100, p99OverBareRelay: 2 };

interface Setup {
  name: 'bare relay' | 'one node' | 'two nodes';
  ports: number[];
  children: ChildProcess[];
}

const children = new Set<ChildProcess>();

function startTracked(script: string, env: Record<string, string>): ChildProcess {
  const child = startChild(script, env);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `ports.length` server nodes on a fresh database (and Redis when more than one), started one at a time: each migrates at start. */
async function startNodes(ports: number[], database: string, dataDir: string): Promise<ChildProcess[]> {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onDatabase(adminUrl, (admin) => admin.query(`create database ${database}`));
  const nodes: ChildProcess[] = [];
  for (const port of ports) {
    nodes.push(
      startTracked(serverScript, {
        ...benchServerEnv({ port, databaseUrl: url.toString(), dataDir: path.join(dataDir, String(port)), rateLimitPrefix: database }),
        ...(ports.length > 1 ? { REDIS_URL: redisUrl } : {}),
        REALTIME_OPEN_ACCESS: 'true',
        PUBLISH_KEY: keys.publishKey,
        SUBSCRIBE_KEY: keys.subscribeKey,
      }),
    );
    await waitForAnswer(port, '/time/0', 180);
  }
  return nodes;
}

type Load = Awaited<ReturnType<RoomLoad['run']>>;
type RoundLoad = Load & { round: number; shape: string; setup: Setup['name']; loadAverage: number; p99OverBareRelay: number };

async function loadOn(setup: Setup, shape: RoomShape, redisPid: number | undefined): Promise<Load> {
  const server = () => setup.children.reduce((sum, child) => sum + cpuSecondsOf(child.pid!), 0);
  const redis = setup.ports.length > 1 && redisPid !== undefined ? () => cpuSecondsOf(redisPid) : undefined;
  return new RoomLoad(shape, setup.ports).run(warmUpSeconds, seconds, { server, redis });
}

/** The medians over the rounds of one shape on one setup, with the ratio of each round's p99 to its bare relay's. */
function mediansOf(loads: RoundLoad[]) {
  const of = (figure: (load: RoundLoad) => number) => median(loads.map(figure));
  return {
    deliveriesPerSecond: of((load) => load.deliveriesPerSecond),
    latencyMs: { p50: of((load) => load.latencyMs.p50), p99: of((load) => load.latencyMs.p99) },
    p99OverBareRelay: of((load) => load.p99OverBareRelay),
    lost: of((load) => load.lost),
    lostAtMost: Math.max(...loads.map((load) => load.lost)),
    serverCpuPercentPerPerson: of((load) => load.serverCpuPercentPerPerson),
    signalMs: { p50: of((load) => load.signalMs.p50), p99: of((load) => load.signalMs.p99) },
    posesPerAnswer: of((load) => load.posesPerAnswer),
    caughtUpOnRepollShare: of((load) => load.caughtUpOnRepollShare),
    clientLoopDelayP99Ms: of((load) => load.clientLoopDelayP99Ms),
    otherCores: of((load) => load.otherCores),
  };
}

function printTable(medians: Record<string, Record<string, ReturnType<typeof mediansOf>>>): void {
  const rows = Object.entries(medians).flatMap(([shape, setups]) =>
    Object.entries(setups).map(([setup, figures]) => ({
      shape,
      setup,
      'deliveries/s': figures.deliveriesPerSecond,
      'p50 ms': figures.latencyMs.p50,
      'p99 ms': figures.latencyMs.p99,
      'p99 ÷ bare': figures.p99OverBareRelay,
      'lost (most)': figures.lostAtMost,
      'signal p99 ms': figures.signalMs.p99,
      'CPU % of a core per person': figures.serverCpuPercentPerPerson,
      'other cores busy': figures.otherCores,
    })),
  );
  console.table(rows);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-bench-rooms-'));
  const databases = [1, 2].map((nodes) => `meshwork_bench_rooms_${process.pid}_${nodes}`);
  // The whole run is bounded: whatever happens, it stops itself.
  const guard = setTimeout(() => {
    console.error('benchmark took too long, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, 15 * 60_000);
  try {
    const loadAverageBefore = loadavg();
    const relay = startTracked(path.join(here, 'bareRoomRelay.ts'), { PORT: String(relayPort) });
    await waitForAnswer(relayPort, '/time/0');
    const setups: Setup[] = [
      { name: 'bare relay', ports: [relayPort], children: [relay] },
      { name: 'one node', ports: [oneNodePort], children: await startNodes([oneNodePort], databases[0]!, dataDir) },
      { name: 'two nodes', ports: twoNodePorts, children: await startNodes(twoNodePorts, databases[1]!, dataDir) },
    ];
    const redisPid = await localRedisPid(redisUrl);
    // A short load of each shape on each setup first, not counted: the first load after the start
    // met the nodes' start-up work and code not yet optimised (a p99 of 100-200 ms on the relay too).
    for (const shape of shapes) for (const setup of setups) await new RoomLoad(shape, setup.ports).run(1, 2, { server: () => 0 });
    const loads: RoundLoad[] = [];
    for (let turn = 1; turn <= rounds; turn++) {
      for (const shape of shapes) {
        const loadAverage = loadavg()[0]!;
        // The bare relay goes first: each server load of the round is compared with it.
        let bareP99 = Number.NaN;
        for (const setup of setups) {
          const load = await loadOn(setup, shape, redisPid);
          if (setup.name === 'bare relay') bareP99 = load.latencyMs.p99;
          loads.push({
            round: turn,
            shape: shape.name,
            setup: setup.name,
            loadAverage,
            ...load,
            p99OverBareRelay: round(load.latencyMs.p99 / bareP99, 2),
          });
          const { latencyMs, lost, serverCpuPercentPerPerson, signalMs } = load;
          console.log(`round ${turn}, ${shape.name}, ${setup.name}:`, { latencyMs, lost, serverCpuPercentPerPerson, signalMs });
        }
      }
    }
    const medians = Object.fromEntries(
      shapes.map((shape) => [
        shape.name,
        Object.fromEntries(
          setups.map((setup) => [setup.name, mediansOf(loads.filter((load) => load.shape === shape.name && load.setup === setup.name))]),
        ),
      ]),
    );
    printTable(medians);
    const crowded = medians[shapes[0]!.name]!;
    const aimHolds = (setup: string) => {
      const figures = crowded[setup]!;
      return figures.latencyMs.p99 <= aim.p99Ms && figures.p99OverBareRelay <= aim.p99OverBareRelay && figures.lostAtMost === 0;
    };
    const results = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: here }).toString().trim(),
      // Whether the code under test differed from that commit.
      serverCodeChanged: execFileSync('git', ['status', '--porcelain', '--', serverCode], { cwd: here }).length > 0,
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageBefore, loadAverageAfter: loadavg() },
      secondsPerLoad: seconds,
      warmUpSeconds,
      rounds,
      poseHz,
      aim: { ...aim, nothingLost: true, holdsOnOneNode: aimHolds('one node'), holdsOnTwoNodes: aimHolds('two nodes') },
      medians,
      loads,
    };
    const text = `${JSON.stringify(results, null, 2)}\n`;
    await writeFile(path.join(here, `results-${results.date.replace(/[:.]/g, '-')}.json`), text);
    // latest.json keeps the figures of a run with the defaults; any other has its own file only.
    if (full) await writeFile(path.join(here, 'latest.json'), text);
    console.log(JSON.stringify({ loadAverageBefore, aim: results.aim }));
  } finally {
    clearTimeout(guard);
    // The databases go once the servers have stopped: dropped under them, their last ticks log errors.
    await Promise.all([...children].map((child) => stopped(child)));
    for (const database of databases)
      await onDatabase(adminUrl, (admin) => admin.query(`drop database if exists ${database} with (force)`)).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(process.exitCode ?? 0);
