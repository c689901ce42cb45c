import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { loginAs, signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { connectDatabase } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { realtimeKeys } from '../modules/realtime/testing/realtimeTesting.js';
import { loggingOptions, redactUrl } from './logging.js';
import { SecretPaths } from './secretPaths.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('redacted URLs', () => {
  it.each([
    ['/api/x?token=abc', '/api/x?token=[REDACTED]'],
    ['/api/x?%74oken=abc', '/api/x?%74oken=[REDACTED]'],
    ['/api/x?%74%6F%6B%65%6E=abc&a=1', '/api/x?%74%6F%6B%65%6E=[REDACTED]&a=1'],
    ['/api/x?TOKEN=abc', '/api/x?TOKEN=[REDACTED]'],
    ['/v2/subscribe/sub/ch/0?uuid=u&auth=secret&signature=s%3D', '/v2/subscribe/sub/ch/0?uuid=u&auth=[REDACTED]&signature=[REDACTED]'],
    ['/api/x?a=1&token=abc&token=def', '/api/x?a=1&token=[REDACTED]&token=[REDACTED]'],
    ['/api/x?tokens=abc&my_token=def', '/api/x?tokens=abc&my_token=def'],
    ['/api/x?%E0%A4%A=1&token=abc', '/api/x?%E0%A4%A=1&token=[REDACTED]'],
    ['/api/x', '/api/x'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('never logs a token sent under a percent-encoded name, which the server accepts', async () => {
    const member = await createMember(t.app);
    const { token } = await loginAs(t, member.username);
    const { status } = await t.request('GET', `/api/social/social-feed?%74oken=${token}`);
    expect(status).toBe(200);
    expect(t.logs()).toContain('/api/social/social-feed?%74oken=[REDACTED]');
    expect(t.logs()).not.toContain(token);
  });
});

describe('logged database errors', () => {
  it('carry the failed query but none of its values: a failed insert logs no password hash', async () => {
    const newcomer = { fullname: 'Quentin Leak', username: 'quentin_leak', email: 'quentin.leak@example.com', password: 'Un1que#Secret' };
    await t.app.database.db.execute(sql`ALTER TABLE members ADD CONSTRAINT refuse_newcomers CHECK (username <> 'quentin_leak') NOT VALID`);
    try {
      const { status } = await t.request('POST', '/api/auth/register', { body: newcomer });
      expect(status).toBe(500);
    } finally {
      await t.app.database.db.execute(sql`ALTER TABLE members DROP CONSTRAINT refuse_newcomers`);
    }
    const failure = t
      .logs()
      .split('\n')
      .find((line) => line.includes('refuse_newcomers'));
    expect(failure).toContain('Failed query: insert into \\"members\\"');
    for (const value of ['$argon2', newcomer.email, newcomer.fullname, newcomer.username, 'Failing row contains', 'params'])
      expect(failure).not.toContain(value);
  });

  it('carry no value in the message of a data exception, which quotes it', async () => {
    const secret = 'the-secret-that-is-not-a-uuid';
    const error = await t.app.database.db.execute(sql`SELECT ${secret}::uuid`).catch((caught: unknown) => caught);
    t.app.log.error({ err: error }, 'query failed');
    const line = t
      .logs()
      .split('\n')
      .find((entry) => entry.includes('22P02'));
    expect(line).toContain('data exception (SQLSTATE 22P02)');
    expect(line).not.toContain(secret);
  });

  it('of a failed job carry no value either', async () => {
    const secret = 'job-secret-value';
    let logText = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logText += chunk.toString()));
    const log = Fastify(loggingOptions('info', 'json', stream)).log;
    const testDatabase = await createTestDatabase();
    const database = connectDatabase(testDatabase.url, 3);
    const jobs = new JobQueue(database.pool, log);
    jobs.define('leaky-query', async () => {
      await database.db.execute(sql`SELECT ${secret}::uuid`);
    });
    try {
      await jobs.start();
      await jobs.add('leaky-query', { note: 'payload' }, { maxAttempts: 1 });
      await expect.poll(() => logText, { timeout: 15_000 }).toMatch(/"level":50.*leaky-query/);
    } finally {
      await jobs.stop();
      await database.close();
      await testDatabase.drop();
    }
    expect(logText).not.toContain(secret);
    expect(logText).toContain('SELECT $1::uuid');
    expect(logText).toContain('Task leaky-query failed (attempt 1 of 1)');
  });
});

/** A request with its path exactly as written (`fetch` would resolve `..` and `//`); answers the status. */
function rawRequest(method: string, path: string, body?: { type: string; data: string | Buffer }): Promise<number> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(t.baseUrl);
    const headers = body ? { 'content-type': body.type, 'content-length': String(Buffer.byteLength(body.data)) } : {};
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
    request.end(body?.data);
  });
}

/** A multipart form as the realtime SDK posts an upload: its fields, then the file. */
function uploadForm(fields: Record<string, string>): { type: string; data: Buffer } {
  const boundary = 'meshwork-log-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.from([...parts, file].join('')) };
}

describe('secrets in request URLs', () => {
  let count = 0;
  /** A recognisable secret, shaped like a calendar token so that the route reads it. */
  const newSecret = () => `Secret${String(++count).padStart(4, '0')}xYzAbCdEfGhIjKlMn`;

  it('are in no log line, whatever part of the URL carries them and however the path is spelt', async () => {
    const member = await signedInMember(t);
    const { subscribeKey } = realtimeKeys;
    const sent: Array<{ request: string; secret: string }> = [];
    const send = async (
      method: string,
      path: (secret: string) => string,
      body?: (secret: string) => { type: string; data: string | Buffer },
    ) => {
      const secret = newSecret();
      const request = `${method} ${path(secret)}`;
      sent.push({ request, secret });
      return rawRequest(method, path(secret), body?.(secret));
    };
    const json = (fields: (secret: string) => object) => (secret: string) => ({
      type: 'application/json',
      data: JSON.stringify(fields(secret)),
    });

    // The private calendar feed: its own address, another token, and paths that only look like it (404s).
    const { body } = await member.call('GET', '/calendar-feed');
    const feedPath = new URL(body.output.url as string).pathname;
    const feedToken = feedPath.split('/').pop()!.replace('.ics', '');
    sent.push({ request: `GET ${feedPath}`, secret: feedToken });
    expect(await rawRequest('GET', feedPath)).toBe(200);
    expect(await send('GET', (secret) => `/api/calendar/${secret}.ics`)).toBe(404);
    for (const path of [
      (secret: string) => `/api/calendar/${secret}.ics/more`,
      (secret: string) => `/api/calendar/${secret}`,
      (secret: string) => `/API/Calendar/${secret}.ics`,
      (secret: string) => `//api//calendar/${secret}.ics`,
      (secret: string) => `/api/x/../calendar/./${secret}.ics`,
      (secret: string) => `/api/calendar%2F${secret}.ics`,
      (secret: string) => `/api\\calendar\\${secret}.ics`,
      (secret: string) => `/api/calendar/${secret}%E0.ics`,
    ])
      await send('GET', path);
    await send('GET', (secret) => `/api/calendar/${feedToken.slice(0, 4)}.ics?token=${secret}`);

    // The session token and the realtime credentials in the query, under any spelling of their names.
    await send('GET', (secret) => `/api/social/social-feed?token=${secret}`);
    await send('GET', (secret) => `/api/social/social-feed?a=1&%74oken=${secret}`);
    await send('GET', (secret) => `/api/no-such-route?TOKEN=${secret}`);
    await send('GET', (secret) => `/v2/history/sub-key/${subscribeKey}/channel/c?uuid=u&auth=${secret}`);
    await send('GET', (secret) => `/v2/presence/sub-key/${subscribeKey}/channel/c?signature=${secret}`);
    // The token revocation of the protocol (refused: grants are off) carries a token in its path.
    await send('DELETE', (secret) => `/v3/pam/${subscribeKey}/grant/${secret}`);

    // The pages of mailed links, and the calls they make.
    await send('GET', (secret) => `/reset-password?token=${secret}`);
    await send('GET', (secret) => `/auth/verify-email?token=${secret}`);
    await send(
      'POST',
      () => '/api/reset-password',
      json((secret) => ({ token: secret, password: 'N3w#Password' })),
    );
    await send(
      'POST',
      () => '/api/auth/verify-email',
      json((secret) => ({ token: secret })),
    );

    // A shared file's upload: its credential travels in the form, right or wrong.
    const ticket = await t.request(
      'POST',
      `/v1/files/${subscribeKey}/channels/${encodeURIComponent(`user.${member.id}`)}/generate-upload-url?uuid=${member.uuid}&auth=${member.token}`,
      { body: { name: 'note.txt' } },
    );
    expect(ticket.status).toBe(200);
    const fields = Object.fromEntries(
      ticket.body.file_upload_request.form_fields.map((field: { key: string; value: string }) => [field.key, field.value]),
    );
    const uploadPath = new URL(ticket.body.file_upload_request.url as string).pathname;
    sent.push({ request: `POST ${uploadPath}`, secret: fields.policy });
    expect(await rawRequest('POST', uploadPath, uploadForm(fields))).toBe(204);
    await send(
      'POST',
      () => uploadPath,
      (secret) => uploadForm({ ...fields, policy: secret }),
    );
    await send(
      'POST',
      (secret) => `/v1/files/upload/${ticket.body.data.id}?policy=${secret}`,
      () => uploadForm(fields),
    );

    // An error line: the feed's lookup fails while its table is away.
    await t.app.database.db.execute(sql`ALTER TABLE calendar_feeds RENAME TO calendar_feeds_away`);
    try {
      expect(await send('GET', (secret) => `/api/calendar/${secret}.ics`)).toBe(500);
    } finally {
      await t.app.database.db.execute(sql`ALTER TABLE calendar_feeds_away RENAME TO calendar_feeds`);
    }

    const logs = t.logs();
    expect(sent.filter(({ secret }) => logs.includes(secret)).map(({ request }) => request)).toEqual([]);
    expect(logs).toContain('"url":"/api/calendar/[REDACTED]"');
    expect(logs).toContain('request failed');
  });
});

describe('the short form, for a person at a terminal', () => {
  /** A bare server logging in the short form; answers it and the text it logged. */
  function shortFormServer() {
    let logText = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logText += chunk.toString()));
    const secretPaths = new SecretPaths();
    const app = Fastify(loggingOptions('info', 'lines', stream, secretPaths));
    app.addHook('onRoute', secretPaths.learn);
    app.get('/api/things', async () => ({ ok: true }));
    app.get('/api/calendar/:token', async () => 'feed');
    app.get('/api/broken', async () => {
      throw new Error('the disk is on fire');
    });
    return { app, logs: () => logText };
  }

  it('logs each request once, in one line: method, redacted URL, status, milliseconds', async () => {
    const { app, logs } = shortFormServer();
    await app.inject('/api/things?a=1&token=query-secret');
    await app.inject('/api/calendar/path-secret.ics');
    await app.inject('/api/nothing-here');
    expect(logs().split('\n')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/things\?a=1&token=\[REDACTED\] 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/calendar\/\[REDACTED\] 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/nothing-here 404 \d+ ms$/),
      '',
    ]);
  });

  it("keeps an error's stack, below its line", async () => {
    const { app, logs } = shortFormServer();
    await app.inject('/api/broken');
    expect(logs()).toMatch(/^\d\d:\d\d:\d\d ERROR the disk is on fire \(GET \/api\/broken\)\nError: the disk is on fire\n {4}at /m);
    expect(logs()).toMatch(/^\d\d:\d\d:\d\d GET \/api\/broken 500 \d+ ms$/m);
  });

  it('writes other entries as their message, level and fields', async () => {
    const { app, logs } = shortFormServer();
    app.log.info({ ms: 1234 }, 'demo network created');
    app.log.warn({ job: 'mail', attempt: 2 }, 'job retried');
    expect(logs()).toMatch(/^\d\d:\d\d:\d\d demo network created ms=1234\n\d\d:\d\d:\d\d WARN job retried job=mail attempt=2\n$/);
  });
});
