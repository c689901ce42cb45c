/**
 * The feed benchmark (see README.md): a network of 10,000 members and 1,000,000 posts in a database
 * of its own, the real server in a child process on loopback, and autocannon at 20 connections on
 * the feed's first page and on a deep page; in the same run a bare Fastify route as the baseline.
 * Prints the figures, the feed query's plan, and saves them to latest.json.
 */
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { MediaLinks } from '../../apps/server/src/media/mediaLinks.js';
import { PostImages } from '../../apps/server/src/modules/posts/images.js';
import { Polls } from '../../apps/server/src/modules/posts/polls.js';
import { presentingPosts } from '../../apps/server/src/modules/posts/postPresentation.js';
import { postReads } from '../../apps/server/src/modules/posts/postReads.js';
import { LocalFileStorage } from '../../apps/server/src/storage/localFileStorage.js';
import { benchServerEnv, onDatabase, serverScript, startChild, stopped, waitForAnswer } from '../realtime/childProcesses.js';
import { loadPopulation, loadTimelines, postWords, viewerToken, type Population } from './population.js';

const here = import.meta.dirname;
// BENCH_SMOKE=1: a small network and short loads, to check that the benchmark runs.
const smoke = process.env.BENCH_SMOKE === '1';
const size: Population = smoke
  ? { members: 500, creators: 5, posts: 20_000, viewers: 20 }
  : { members: 10_000, creators: 20, posts: 1_000_000, viewers: 200 };
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 2 : 10));
const connections = 20;
// The deep page starts this many posts into a viewer's feed.
const deepOffset = smoke ? 100 : 500;
// BENCH_SERVER=<another checkout's apps/server/src/main.ts>: measures that server on the same network
// (e.g. the code before a change); it prints only, without the plan.
const otherServer = process.env.BENCH_SERVER;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const [barePort, serverPort] = [18_091, 18_090];
// BENCH_KEEP=1: the network is kept in `meshwork_bench_feed` (smoke: `meshwork_bench_feed_smoke`) and reused by the next run.
const keep = process.env.BENCH_KEEP === '1';
const database = keep ? `meshwork_bench_feed${smoke ? '_smoke' : ''}` : `meshwork_bench_feed_${process.pid}`;

const round = (value: number) => Math.round(value * 100) / 100;

// BENCH_PROFILE=<folder>: the server writes a CPU profile of the whole run there (`--cpu-prof`) when it stops.
const profileDir = process.env.BENCH_PROFILE;

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;

/** autocannon at 20 connections for `seconds`; each request's path from `nextPath`. Latency percentiles from every answer. */
async function load(port: number, nextPath: () => string) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: round(result.requests.average),
    latencyMs: { p50: round(percentile(latencies, 0.5)), p95: round(percentile(latencies, 0.95)), p99: round(percentile(latencies, 0.99)) },
    answers: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function getJson(pathname: string) {
  const response = await fetch(`http://127.0.0.1:${serverPort}${pathname}`);
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return (await response.json()) as { output: { items: Array<{ id: string }>; next_cursor: string | null } };
}

/** Each viewer's cursor `deepOffset` posts into their feed. */
async function deepCursors(viewers: number): Promise<string[]> {
  const cursors: string[] = [];
  for (let viewer = 1; viewer <= viewers; viewer++) {
    let cursor = '';
    for (let skipped = 0; skipped < deepOffset; skipped += 100) {
      const page = await getJson(`/api/social/feed?limit=100&token=${viewerToken(viewer)}${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = page.output.next_cursor ?? '';
    }
    if (cursor) cursors.push(`${cursor}&token=${viewerToken(viewer)}`);
  }
  return cursors;
}

/**
 * The plan of the feed's page query for one viewer, as the server's own code writes it and as the
 * server runs it: a prepared statement past its first five runs, when PostgreSQL may keep a generic plan.
 */
async function explainFeed(url: string, viewerMemberId: string, cursor?: string): Promise<string> {
  const queries: Array<{ query: string; params: unknown[] }> = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => queries.push({ query, params }) } });
  const images = new PostImages(db, new LocalFileStorage(tmpdir()), new MediaLinks(randomBytes(32)));
  const posts = postReads(db, images, presentingPosts(db, images, new Polls(db)));
  await posts.feed(viewerMemberId, { cursor });
  // The statement that pages the feed: it orders posts newest first.
  const feedQuery = queries.find((entry) => /order by .*"created_at" desc/i.test(entry.query) && /limit/i.test(entry.query))!;
  const client = await pool.connect();
  await client.query(`prepare feed_page as ${feedQuery.query}`);
  const execute = `execute feed_page(${feedQuery.params.map((param) => client.escapeLiteral(String(param))).join(', ')})`;
  for (let run = 0; run < 6; run++) await client.query(execute);
  const { rows } = await client.query(`explain (analyze, buffers) ${execute}`);
  client.release();
  await pool.end();
  return `${feedQuery.query}\n\n${rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`;
}

const mutedWordsPerViewer = 100;

/**
 * The phrases every viewer mutes for the muted-words loads: `absent`, phrases of words and signs
 * found in no text (escaped as a member's would be), the usual case; `inside`, pieces of the
 * network's words found in every text but never as a whole word, the most work a member can ask
 * for, as every candidate post must then be tried with the pattern.
 */
const mutedPhrases = {
  absent: `select 'quiet phrase ' || w || ' (c++ & co.)' from generate_series(1, ${mutedWordsPerViewer}) w`,
  inside: `select distinct substr(t, i, n) from (select '${postWords.join(' ')}' t) s, generate_series(1, length(t)) i, generate_series(2, 6) n
           where substr(t, i, n) ~ '^[a-z]+$' and lower(substr(t, i, n)) not in (${postWords
             .join(' ')
             .toLowerCase()
             .split(/\W+/)
             .filter(Boolean)
             .map((word) => `'${word}'`)
             .join(', ')}) limit ${mutedWordsPerViewer}`,
};

/** Every viewer mutes the phrases of `kind`, in place of any they muted before. */
async function muteWords(client: pg.Client, viewers: number, kind: keyof typeof mutedPhrases) {
  await client.query('delete from muted_words');
  await client.query(
    `insert into muted_words (member_id, phrase)
     select s.member_id, phrase
     from (select distinct member_id from sessions where token_hash in
             (select encode(sha256(('bench-viewer-token-' || v)::bytea), 'hex') from generate_series(1, $1) v)) s,
          (${mutedPhrases[kind]}) p(phrase)`,
    [viewers],
  );
}

async function main() {
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-bench-feed-'));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const guard = setTimeout(
    () => {
      console.error('benchmark took too long, stopping');
      for (const child of children) child.kill('SIGKILL');
      process.exit(1);
    },
    Number(process.env.BENCH_GUARD_MINUTES ?? 40) * 60_000,
  );
  const exists = await onDatabase(
    adminUrl,
    async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1,
  );
  if (!exists) await onDatabase(adminUrl, (admin) => admin.query(`create database ${database}`));
  try {
    const bare = startChild(path.join(here, 'bareServer.ts'), { PORT: String(barePort) });
    const server = startChild(
      otherServer ?? serverScript,
      benchServerEnv({ port: serverPort, databaseUrl: url.toString(), dataDir, rateLimitPrefix: `bench-feed-${process.pid}` }),
      { profileDir },
    );
    children.push(bare, server);
    await waitForAnswer(serverPort, '/api/health');
    await waitForAnswer(barePort, '/');

    let started = Date.now();
    const has = (table: string) =>
      onDatabase(url.toString(), async (client) => (await client.query(`select 1 from ${table} limit 1`)).rowCount === 1);
    const loaded = await has('sessions');
    if (!loaded) await onDatabase(url.toString(), (client) => loadPopulation(client, size));
    const loadSeconds = loaded ? null : round((Date.now() - started) / 1000);
    console.log(loaded ? 'network reused:' : `network loaded in ${loadSeconds} s:`, size);
    started = Date.now();
    const timelinesLoaded = await has('home_timelines');
    if (!timelinesLoaded) await onDatabase(url.toString(), loadTimelines);
    const timelineSeconds = timelinesLoaded ? null : round((Date.now() - started) / 1000);
    console.log(timelinesLoaded ? 'home timelines reused' : `home timelines loaded in ${timelineSeconds} s`);

    const viewerPath = () => `/api/social/feed?token=${viewerToken(1 + Math.floor(Math.random() * size.viewers))}`;
    // Warm the server, its pool and PostgreSQL's cache as a running instance would be.
    await load(serverPort, viewerPath);
    started = Date.now();
    const cursors = await deepCursors(Math.min(size.viewers, 50));
    console.log(`deep cursors of ${cursors.length} viewers in ${round((Date.now() - started) / 1000)} s`);

    const bareRoute = await load(barePort, () => '/');
    console.log('bare Fastify route', bareRoute);
    const firstPage = await load(serverPort, viewerPath);
    console.log('feed, first page', firstPage);
    const deepPage = await load(serverPort, () => `/api/social/feed?cursor=${cursors[Math.floor(Math.random() * cursors.length)]}`);
    console.log(`feed, page ${deepOffset} posts deep`, deepPage);

    // The same first page for viewers who each mute the most words a member may (100).
    await onDatabase(url.toString(), (client) => muteWords(client, size.viewers, 'absent'));
    const mutingAbsent = await load(serverPort, viewerPath);
    console.log(`feed, first page, ${mutedWordsPerViewer} muted phrases in no text`, mutingAbsent);
    await onDatabase(url.toString(), (client) => muteWords(client, size.viewers, 'inside'));
    const mutingInside = await load(serverPort, viewerPath);
    console.log(`feed, first page, up to ${mutedWordsPerViewer} muted pieces of words in every text`, mutingInside);
    await onDatabase(url.toString(), (client) => client.query('delete from muted_words'));

    const viewerId = await onDatabase(url.toString(), async (client) => {
      const { rows } = await client.query(`select member_id from sessions order by member_id limit 1`);
      return rows[0].member_id as string;
    });
    const firstPagePlan = otherServer ? null : await explainFeed(url.toString(), viewerId);
    if (firstPagePlan) console.log(firstPagePlan);

    const result = {
      measuredAt: new Date().toISOString(),
      smoke,
      network: size,
      loadSeconds,
      timelineSeconds,
      connections,
      seconds,
      bareRoute,
      firstPage: { ...firstPage, shareOfBareRoute: round(firstPage.requestsPerSecond / bareRoute.requestsPerSecond) },
      deepPage: { postsDeep: deepOffset, ...deepPage, shareOfBareRoute: round(deepPage.requestsPerSecond / bareRoute.requestsPerSecond) },
      firstPageMuting: {
        mutedWordsPerViewer,
        absent: { ...mutingAbsent, shareOfFirstPage: round(mutingAbsent.requestsPerSecond / firstPage.requestsPerSecond) },
        inside: { ...mutingInside, shareOfFirstPage: round(mutingInside.requestsPerSecond / firstPage.requestsPerSecond) },
      },
      firstPagePlan,
    };
    console.log(
      `first page: p95 ${firstPage.latencyMs.p95} ms, ${result.firstPage.shareOfBareRoute} of the bare route; deep page: p95 ${deepPage.latencyMs.p95} ms, ${result.deepPage.shareOfBareRoute}`,
    );
    console.log(
      `first page with ${mutedWordsPerViewer} muted phrases: p95 ${mutingAbsent.latencyMs.p95} ms, ${result.firstPageMuting.absent.shareOfFirstPage} of the first page's rate; with pieces of every text's words: p95 ${mutingInside.latencyMs.p95} ms, ${result.firstPageMuting.inside.shareOfFirstPage}`,
    );
    if (!smoke && !otherServer) await writeFile(path.join(here, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    clearTimeout(guard);
    // A profiled server writes its profile as it exits, which takes a while.
    await Promise.all(children.map((child) => stopped(child, profileDir ? 60_000 : 10_000)));
    if (!keep) await onDatabase(adminUrl, (admin) => admin.query(`drop database if exists ${database} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
