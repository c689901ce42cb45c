import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onAdminConnection } from '../../test/database.js';
import { createMember, testPassword } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('server failures', () => {
  it('answers a failing query with a 500 that shows no stack or SQL, and logs the cause', async () => {
    const member = await createMember(t.app);
    const { body: login } = await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } });
    await t.app.database.db.execute(sql`ALTER TABLE follows RENAME TO follows_gone`);
    const { status, body } = await t.request('GET', '/api/social/social-feed', { token: login.output.token });
    await t.app.database.db.execute(sql`ALTER TABLE follows_gone RENAME TO follows`);
    expect(status).toBe(500);
    expect(body).toEqual({ status_code: 500, error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expect(t.logs()).toContain('relation \\"follows\\" does not exist');
  });

  it('reports health from the database', async () => {
    expect((await t.request('GET', '/api/health')).body).toEqual({ status_code: 200, output: { database: 'ok' } });
    await onAdminConnection(async (admin) => {
      await admin.query(`ALTER DATABASE ${t.database.name} WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [t.database.name]);
    });
    const { status, body } = await t.request('GET', '/api/health');
    await onAdminConnection((admin) => admin.query(`ALTER DATABASE ${t.database.name} WITH ALLOW_CONNECTIONS true`));
    expect(status).toBe(503);
    expect(body.error).toBe('database_unreachable');
  });
});
