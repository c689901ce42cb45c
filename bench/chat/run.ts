/**
 * The chat benchmark (see README.md): pairs of friends chatting through the web app's own chat
 * code (its tab subscription and chat session, in this process), one message per pair per second,
 * against the real server on one node and then on two nodes sharing PostgreSQL and Redis. In the
 * same run, the same load of bare long-polls against bench/realtime's bare relay: the floor of the
 * machine. Prints the figures and saves them to results-<timestamp>.json and latest.json.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchServerEnv, onDatabase, serverScript, startChild, stopped, waitForAnswer } from '../realtime/childProcesses.js';
import { dropConnections, round } from '../realtime/httpLoad.js';
import { publishAtRate, SubscriberCrowd } from '../realtime/subscribers.js';
import { ChatLoad, WireErrors } from './chatters.js';
import { loadPairs } from './population.js';

const here = import.meta.dirname;
const pairCount = Number(process.env.BENCH_PAIRS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
// Time given to the last messages (and any retry) to arrive before what is missing counts as lost.
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 180);
const relaySeconds = Math.min(seconds, 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [nodePorts, relayPort] = [[18_070, 18_071], 18_072];
// `BENCH_NODES=1` runs the one-node load alone.
const nodeCounts = (process.env.BENCH_NODES ?? '1,2').split(',').map(Number);
// `BENCH_PROFILE_DIR=<dir>` writes a CPU profile of each server node there (`node --cpu-prof`) when it stops.
const profileDir = process.env.BENCH_PROFILE_DIR;
const full = pairCount === 500 && seconds === 60 && nodeCounts.includes(1) && nodeCounts.includes(2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every child still running, for the guard to end.
const children = new Set<ChildProcess>();

function startTracked(script: string, env: Record<string, string>, profiled = false): ChildProcess {
  const child = startChild(script, env, { profileDir: profiled ? profileDir : undefined });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The floor: bench/realtime's bare relay under the same load of bare long-polls (two per channel, `pairCount` messages a second). */
async function bareRelay() {
  const relay = startTracked(path.resolve(here, '../realtime/bareRelay.ts'), { PORT: String(relayPort) });
  try {
    await waitForAnswer(relayPort, '/time/0');
    const channels = Array.from({ length: pairCount }, (_, index) => `dm.bench.${index}`);
    const crowd = new SubscriberCrowd(relayPort);
    await crowd.start([...channels, ...channels], 'pair-');
    await publishAtRate(relayPort, pairCount, 2, (index) => channels[index % pairCount]!);
    crowd.resetCounters();
    const published = await publishAtRate(relayPort, pairCount, relaySeconds, (index) => channels[index % pairCount]!);
    await sleep(500);
    crowd.stop();
    dropConnections();
    return { seconds: relaySeconds, ...published, ...crowd.summary(relaySeconds) };
  } finally {
    await stopped(relay);
  }
}

/** Chatting on `nodes` server nodes (sharing a fresh database, and Redis when more than one): each pair's sides on different nodes. */
async function chatOn(nodes: 1 | 2, dataDir: string) {
  const database = `meshwork_bench_chat_${process.pid}_${nodes}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onDatabase(adminUrl, (admin) => admin.query(`create database ${database}`));
  const servers: ChildProcess[] = [];
  let load: ChatLoad | undefined;
  try {
    for (const port of nodePorts.slice(0, nodes)) {
      servers.push(
        startTracked(
          serverScript,
          {
            ...benchServerEnv({
              port,
              databaseUrl: url.toString(),
              dataDir: path.join(dataDir, `node-${nodes}-${port}`),
              rateLimitPrefix: `bench-chat-${process.pid}-${nodes}`,
            }),
            ...(nodes > 1 ? { REDIS_URL: redisUrl } : {}),
          },
          true,
        ),
      );
      // One at a time: each runs the migrations at start, slowly on a crowded machine.
      await waitForAnswer(port, '/api/health', 180);
    }
    const pairs = await onDatabase(url.toString(), (client) => loadPairs(client, pairCount));
    const origins = nodePorts.map((port) => `http://127.0.0.1:${port}`);
    load = new ChatLoad(pairs, (side) => origins[side % nodes]!, new WireErrors());
    const startedAt = performance.now();
    await load.ready();
    const readySeconds = round((performance.now() - startedAt) / 1000);
    console.log(`${nodes} node(s): ${pairCount * 2} chat sessions ready in ${readySeconds} s`);
    await load.run(seconds);
    await load.drain(drainSeconds);
    const result = { nodes, readySeconds, ...load.summary() };
    console.log(`${nodes} node(s)`, result);
    return result;
  } finally {
    load?.stop();
    await sleep(500);
    await Promise.all(servers.map((server) => stopped(server, profileDir ? 60_000 : 10_000)));
    await onDatabase(adminUrl, (admin) => admin.query(`drop database if exists ${database} with (force)`)).catch(() => undefined);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-bench-chat-'));
  // The whole run is bounded: whatever happens, it stops itself (a crowded machine needs long).
  const guard = setTimeout(
    () => {
      console.error('benchmark took too long, stopping');
      for (const child of children) child.kill('SIGKILL');
      process.exit(1);
    },
    (10 * seconds + 2 * drainSeconds + 1800) * 1000,
  );
  try {
    const loadAverageBefore = loadavg();
    const relay = await bareRelay();
    console.log('bare relay', relay);
    const oneNode = nodeCounts.includes(1) ? await chatOn(1, dataDir) : undefined;
    const twoNodes = nodeCounts.includes(2) ? await chatOn(2, dataDir) : undefined;
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageBefore },
      pairs: pairCount,
      seconds,
      drainSeconds,
      bareRelay: relay,
      oneNode,
      twoNodes,
      ratios: {
        oneNodeP50OverBareRelay: oneNode && round(oneNode.latencyMs.p50 / relay.latencyMs.p50, 2),
        twoNodesP50OverBareRelay: twoNodes && round(twoNodes.latencyMs.p50 / relay.latencyMs.p50, 2),
      },
      goals: {
        zeroLosses: [oneNode, twoNodes].every((load) => !load || load.losses === 0),
        noDuplicates: [oneNode, twoNodes].every((load) => !load || load.duplicates === 0),
      },
    };
    const text = `${JSON.stringify(results, null, 2)}\n`;
    await writeFile(path.join(here, `results-${results.date.replace(/[:.]/g, '-')}.json`), text);
    // latest.json keeps the figures of a full run (500 pairs, 60 s); a smaller run has its own file.
    if (full) await writeFile(path.join(here, 'latest.json'), text);
    console.log(text);
    if (!results.goals.zeroLosses) process.exitCode = 1;
  } finally {
    clearTimeout(guard);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(process.exitCode ?? 0);
