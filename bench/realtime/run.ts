/**
 * The realtime benchmark (see README.md): a bare Node HTTP server as the baseline, then the real
 * server in a child process on loopback with its own database, under three loads. The latency load
 * runs in rounds, each right after a round trip of the bare server, so that both see the same
 * machine; the ratios are the medians of the rounds. Prints the figures and saves them to
 * results-<timestamp>.json and latest.json.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { benchServerEnv, onDatabase, serverScript, startChild, stopped, waitForAnswer } from './childProcesses.js';
import { dropConnections, median, requestRate, round, roundTrip } from './httpLoad.js';
import { cpuSecondsOf } from './processCpu.js';
import { keys, publishAtRate, SubscriberCrowd } from './subscribers.js';

const here = import.meta.dirname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const maxSubscribers = Number(process.env.BENCH_MAX_SUBSCRIBERS ?? 15_000);
// Which loads run: `BENCH_SCENARIOS=b` runs the crowded channel alone; (c) builds on (b)'s crowd.
const scenarios = new Set((process.env.BENCH_SCENARIOS ?? 'a,b,c').split(','));
if (scenarios.has('c')) scenarios.add('b');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const [barePort, relayPort, serverPort] = [18_081, 18_082, 18_080];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// `BENCH_PROFILE_DIR` writes a CPU profile of the server there (`node --cpu-prof`) when it stops.
const profileDir = process.env.BENCH_PROFILE_DIR;

const onAdmin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => onDatabase(adminUrl, work);

/**
 * (a) 1,000 subscribers on 500 two-member conversations, 1,000 messages/s, in rounds. Each round
 * also runs the same load against the bare relay: the floor of this machine for this load.
 */
async function conversations() {
  const channels = Array.from({ length: 500 }, (_, index) => `dm.bench.${index}`);
  const conversationLoadOn = async (port: number, pairs: SubscriberCrowd) => {
    pairs.resetCounters();
    const published = await publishAtRate(port, 1000, seconds, (index) => channels[(index * 7) % 500]!);
    await sleep(500);
    return { ...published, ...pairs.summary(seconds) };
  };
  const [pairs, relayPairs] = [new SubscriberCrowd(serverPort), new SubscriberCrowd(relayPort)];
  for (const [port, crowdOfPort] of [
    [serverPort, pairs],
    [relayPort, relayPairs],
  ] as const) {
    await crowdOfPort.start([...channels, ...channels], 'pair-');
    await publishAtRate(port, 1000, 2, (index) => channels[index % 500]!);
  }
  const conversationRounds = [];
  for (let turn = 1; turn <= rounds; turn++) {
    const bareRoundTripMs = await roundTrip(barePort, '/');
    const relayLatencyMs = (await conversationLoadOn(relayPort, relayPairs)).latencyMs;
    const load = await conversationLoadOn(serverPort, pairs);
    conversationRounds.push({
      bareRoundTripMs,
      bareRelayLatencyMs: relayLatencyMs,
      ...load,
      p50OverBareRoundTrip: round(load.latencyMs.p50 / bareRoundTripMs.p50, 2),
      p50OverBareRelay: round(load.latencyMs.p50 / relayLatencyMs.p50, 2),
    });
    console.log(`(a) conversations, round ${turn}`, conversationRounds.at(-1));
  }
  pairs.stop();
  relayPairs.stop();
  dropConnections();
  return {
    subscribers: 1000,
    messagesPerSecond: 1000,
    rounds: conversationRounds,
    latencyMs: {
      p50: median(conversationRounds.map((load) => load.latencyMs.p50)),
      p99: median(conversationRounds.map((load) => load.latencyMs.p99)),
    },
    p50OverBareRoundTrip: median(conversationRounds.map((load) => load.p50OverBareRoundTrip)),
    bareRelayP50OverBareRoundTrip: median(
      conversationRounds.map((load) => round(load.bareRelayLatencyMs.p50 / load.bareRoundTripMs.p50, 2)),
    ),
    p50OverBareRelay: median(conversationRounds.map((load) => load.p50OverBareRelay)),
  };
}

/**
 * (b) one channel with 10,000 subscribers, 10 messages/s: first on the bare relay (the floor; it
 * keeps nothing, so a subscriber between two polls misses a message there), then on the server.
 * The server's crowd stays for (c).
 */
async function crowdedChannel(serverPid: number, relayPid: number) {
  const crowdLoadOn = async (port: number, pid: number) => {
    const crowd = new SubscriberCrowd(port);
    await crowd.start(
      Array.from({ length: 10_000 }, () => 'public.bench'),
      'crowd-',
    );
    const warmUp = await publishAtRate(port, 10, 1, () => 'public.bench');
    await crowd.settled(warmUp.published * 10_000);
    crowd.resetCounters();
    const [startedAt, cpuBefore, clientCpuBefore] = [performance.now(), cpuSecondsOf(pid), process.cpuUsage()];
    const published = await publishAtRate(port, 10, seconds, () => 'public.bench');
    await crowd.settled(published.published * 10_000);
    const [wallSeconds, cpuSeconds] = [(performance.now() - startedAt) / 1000, cpuSecondsOf(pid) - cpuBefore];
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
    const load = { subscribers: 10_000, messagesPerSecond: 10, ...published, ...crowd.summary(seconds + 1) };
    // Publishes held up behind the polls stretch the load past its nominal length: the wall time says by how much.
    return {
      crowd,
      load: {
        ...load,
        wallSeconds: round(wallSeconds, 1),
        cpuSeconds: round(cpuSeconds, 2),
        cpuMicrosecondsPerAnswer: round((cpuSeconds * 1e6) / load.answers, 1),
        // The load generator shares the cores: what it spent says whether it, not the server, set the pace.
        clientCpuSeconds: round(clientCpuSeconds, 2),
        clientCpuMicrosecondsPerAnswer: round((clientCpuSeconds * 1e6) / load.answers, 1),
      },
    };
  };
  const relayRun = await crowdLoadOn(relayPort, relayPid);
  relayRun.crowd.stop();
  dropConnections();
  console.log('(b) one crowded channel, bare relay', relayRun.load);
  const serverRun = await crowdLoadOn(serverPort, serverPid);
  console.log('(b) one crowded channel', serverRun.load);
  return { crowd: serverRun.crowd, server: serverRun.load, bareRelay: relayRun.load };
}

/** (c) more subscribers on their own channels, on top of (b)'s 10,000 held ones. */
async function heldSubscribers(crowd: SubscriberCrowd) {
  const extra = new SubscriberCrowd(serverPort);
  const extraChannels = Array.from({ length: maxSubscribers - 10_000 }, (_, index) => `public.held.${index}`);
  await extra.start(extraChannels, 'held-');
  await sleep(2000);
  const probe = await publishAtRate(serverPort, 1, 1, () => extraChannels[extraChannels.length - 1]!);
  await sleep(500);
  const held = {
    attempted: maxSubscribers,
    heldAtOnce: crowd.held + extra.held,
    errors: crowd.errors + extra.errors,
    probeDelivered: extra.deliveries,
    probePublished: probe.published,
  };
  console.log('(c) subscribers held', held);
  extra.stop();
  return held;
}

async function main() {
  const children: ChildProcess[] = [];
  const database = `meshwork_bench_${process.pid}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-bench-'));
  // The whole run is bounded: whatever happens, it stops itself.
  const guard = setTimeout(() => {
    console.error('benchmark took too long, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, 10 * 60_000);
  try {
    const bare = startChild(path.join(here, 'bareServer.ts'), { PORT: String(barePort) });
    children.push(bare);
    await waitForAnswer(barePort, '/');
    const baseline = { requestsPerSecond: await requestRate(barePort, '/', 64, 5), roundTripMs: await roundTrip(barePort, '/') };
    dropConnections();
    console.log('bare Node server', baseline);

    await onAdmin((admin) => admin.query(`CREATE DATABASE ${database}`));
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const server = startChild(
      serverScript,
      {
        ...benchServerEnv({ port: serverPort, databaseUrl: url.toString(), dataDir, rateLimitPrefix: `bench${process.pid}` }),
        REALTIME_OPEN_ACCESS: 'true',
        PUBLISH_KEY: keys.publishKey,
        SUBSCRIBE_KEY: keys.subscribeKey,
      },
      { profileDir, stdout: 'inherit' },
    );
    children.push(server);
    await waitForAnswer(serverPort, '/time/0');
    const timeEndpoint = {
      requestsPerSecond: await requestRate(serverPort, '/time/0', 64, 3),
      roundTripMs: await roundTrip(serverPort, '/time/0'),
    };
    dropConnections();
    console.log('our /time/0', timeEndpoint);

    const relay = startChild(path.join(here, 'bareRelay.ts'), { PORT: String(relayPort) });
    children.push(relay);
    await waitForAnswer(relayPort, '/time/0');
    const conversationLoad = scenarios.has('a') ? await conversations() : undefined;
    bare.kill();
    const crowdLoads = scenarios.has('b') ? await crowdedChannel(server.pid!, relay.pid!) : undefined;
    relay.kill();
    const held = scenarios.has('c') ? await heldSubscribers(crowdLoads!.crowd) : undefined;
    crowdLoads?.crowd.stop();
    dropConnections();
    const crowdLoad = crowdLoads && { ...crowdLoads.server, bareRelay: crowdLoads.bareRelay };

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
      secondsPerLoad: seconds,
      scenarios: [...scenarios].sort(),
      conversationRounds: rounds,
      baseline: { bareNodeServer: baseline, ourTimeEndpoint: timeEndpoint },
      conversations: conversationLoad,
      crowdedChannel: crowdLoad,
      held,
      goals: {
        conversationP50WithinThreeBareRoundTrips: conversationLoad && conversationLoad.p50OverBareRoundTrip <= 3,
        conversationP99Within20Ms: conversationLoad && conversationLoad.latencyMs.p99 <= 20,
        crowdP50Under250Ms: crowdLoad && crowdLoad.latencyMs.p50 < 250,
        crowdDeliversEveryMessage: crowdLoad && crowdLoad.deliveries === crowdLoad.published * crowdLoad.subscribers,
        atLeast10000Held: held && held.heldAtOnce >= 10_000 && held.errors === 0,
      },
      ratios: {
        conversationP50OverBareRoundTrip: conversationLoad?.p50OverBareRoundTrip,
        bareRelayP50OverBareRoundTrip: conversationLoad?.bareRelayP50OverBareRoundTrip,
        conversationP50OverBareRelay: conversationLoad?.p50OverBareRelay,
        crowdP50OverBareRelay: crowdLoad && round(crowdLoad.latencyMs.p50 / crowdLoad.bareRelay.latencyMs.p50, 2),
        crowdDeliveriesOverBareRate: crowdLoad && round(crowdLoad.deliveriesPerSecond / baseline.requestsPerSecond, 2),
      },
    };
    const text = `${JSON.stringify(results, null, 2)}\n`;
    await writeFile(path.join(here, `results-${results.date.replace(/[:.]/g, '-')}.json`), text);
    // latest.json keeps the figures of a whole run; a run of some loads only has its own file.
    if (['a', 'b', 'c'].every((scenario) => scenarios.has(scenario))) await writeFile(path.join(here, 'latest.json'), text);
    console.log(text);
  } finally {
    clearTimeout(guard);
    // The database goes once the server has stopped: dropped under it, its last ticks log errors.
    await Promise.all(children.map((child) => stopped(child)));
    await onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
