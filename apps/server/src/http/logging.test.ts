import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { loginAs } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { connectDatabase } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { loggerOptions, redactUrl } from './logging.js';

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
    const log = Fastify({ logger: loggerOptions('info', stream) }).log;
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
