import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: App;
  /** The configuration the server runs with (its folders are the test's own). */
  config: Config;
  baseUrl: string;
  database: TestDatabase;
  /** Every log line the server wrote, as text. */
  logs(): string;
  /**
   * A JSON request over real HTTP; `token` goes in the query string like the web app sends it.
   * `setCookies` holds the answer's `Set-Cookie` headers, when it has any.
   */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; body: any; setCookies?: string[] }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A database shared with other servers (e.g. several nodes of one network); the caller drops it. */
  database?: TestDatabase;
  /** The interface to listen on: the loopback one unless a test needs clients from elsewhere. */
  host?: string;
  /** The port to listen on (a `freePort()`, for a `PUBLIC_URL` that reaches the server); any free one when absent. */
  port?: number;
}

/**
 * The real server (`buildApp`) listening on a port of its own, on a database of its own or a
 * shared one. `baseUrl` reaches it over the loopback interface.
 */
export async function startTestApp(env: Record<string, string> = {}, setup: TestAppOptions = {}): Promise<TestApp> {
  const database = setup.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://meshwork.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PREFIX: `test-${path.basename(dataDir)}`,
    ...env,
  });
  let logText = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logText += chunk.toString()));
  const app = await buildApp({ ...config, databaseUrl: database.url }, { logStream });
  await app.listen({ port: setup.port ?? 0, host: setup.host ?? '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    config,
    baseUrl,
    database,
    logs: () => logText,
    async request(method, requestPath, options = {}) {
      const url = new URL(requestPath, baseUrl);
      if (options.token) url.searchParams.set('token', options.token);
      const hasBody = options.body !== undefined || options.rawBody !== undefined;
      const response = await fetch(url, {
        method,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
        body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (an HTML page): the text is the body.
      }
      const setCookies = response.headers.getSetCookie();
      return { status: response.status, body, setCookies: setCookies.length > 0 ? setCookies : undefined };
    },
    async close() {
      await app.close();
      if (!setup.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
