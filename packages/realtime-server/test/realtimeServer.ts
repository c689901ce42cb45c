import Fastify from 'fastify';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { realtimePlugin, type PublishRate, type RealtimeFileLinks, type RealtimeServerSide } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { MemoryFileStorage } from './memoryFileStorage.js';
import type { RealtimeEndpoint } from './realtimeEndpoint.js';
import { requestJson, type JsonAnswer, type RequestOptions } from './requestJson.js';
import { TestAccess } from './testAccess.js';

/** The keys of every test server. */
export const testKeys = { publishKey: 'pub-c-realtime-test', subscribeKey: 'sub-c-realtime-test' };

export interface RealtimeServerOptions {
  /** Opens every channel to every client (protocol tests); otherwise members sign in through `access`. */
  openAccess?: boolean;
  /** Several nodes of one network share a Redis (and a database). */
  redisUrl?: string;
  /** A database shared with other nodes, which the caller drops; else one of the server's own. */
  database?: TestDatabase;
  /** The host's answers, shared by the nodes of one network; else the server's own. */
  access?: TestAccess;
  publishRate?: PublishRate;
  /** The host's signed file links: downloads with `auth` redirect to them. */
  fileLinks?: RealtimeFileLinks;
  corsOrigins?: readonly string[];
  announceMax?: number;
  presenceIntervalSeconds?: number;
}

export interface RealtimeTestServer extends RealtimeEndpoint {
  pool: pg.Pool;
  access: TestAccess;
  /** Where uploaded files are kept. */
  fileStorage: MemoryFileStorage;
  /** What a host does in the network: its own messages, access changes. */
  serverSide: RealtimeServerSide;
  /** Every log line the server wrote, as text. */
  logs(): string;
  /** How many requests Fastify has routed: those answered before its routing are not counted. */
  routedRequests(): number;
  /** Requests the HTTP server has taken in, whichever path answers them: counted after the service's own listeners ran. */
  receivedRequests(): number;
  request(method: string, path: string, options?: RequestOptions): Promise<JsonAnswer>;
  close(): Promise<void>;
}

/**
 * The service alone: a bare Fastify server with `realtimePlugin` on a loopback port, on a real
 * PostgreSQL database with the service's tables, its host's answers held by a `TestAccess`.
 */
export async function startRealtimeServer(options: RealtimeServerOptions = {}): Promise<RealtimeTestServer> {
  const database = options.database ?? (await createTestDatabase());
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle client that loses its server must not crash the test process.
  pool.on('error', () => undefined);
  const fileStorage = new MemoryFileStorage();
  const access = options.access ?? new TestAccess();
  let logText = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logText += chunk.toString()));
  // The publish GET carries the whole message in its path (see `realtimePlugin`).
  const app = Fastify({
    logger: { level: 'info', stream: logStream },
    routerOptions: { maxParamLength: 128 * 1024 },
    http: { maxHeaderSize: 128 * 1024 },
  });
  let routed = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    routed++;
    done();
  });
  let serverSide: RealtimeServerSide | undefined;
  await realtimePlugin(app, {
    pool,
    ...testKeys,
    fileStorage,
    fileLinks: options.fileLinks,
    redisUrl: options.redisUrl,
    openAccess: options.openAccess ?? false,
    access,
    publishRate: options.publishRate ?? { perSecond: 20, burst: 40 },
    corsOrigins: options.corsOrigins,
    announceMax: options.announceMax,
    presenceIntervalSeconds: options.presenceIntervalSeconds,
    attachServerSide: (attached) => (serverSide = attached),
  });
  const detach = access.attach(serverSide!);
  await app.listen({ port: 0, host: '127.0.0.1' });
  let received = 0;
  app.server.on('request', () => received++);
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // A node a test stopped (a failover) is closed again by the file's cleanup: once is enough.
  let closing: Promise<void> | undefined;
  const close = async () => {
    detach();
    await app.close();
    await pool.end();
    if (!options.database) await database.drop();
  };

  return {
    pool,
    access,
    fileStorage,
    serverSide: serverSide!,
    baseUrl,
    keys: testKeys,
    logs: () => logText,
    routedRequests: () => routed,
    receivedRequests: () => received,
    request: (method, requestPath, requestOptions) => requestJson(baseUrl, method, requestPath, requestOptions),
    close: () => (closing ??= close()),
  };
}
