import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The routes the specification opens to visitors; every other route of the product needs a session.
const publicRoutes = [
  'GET /api/dev/mailbox',
  'GET /api/health',
  'POST /api/auth/forgot-password',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/resend-verification-email',
  'POST /api/auth/verify-email',
  'POST /api/reset-password',
  // Ours: a member's private calendar feed, which calendar apps read without a session; its secret token is the key.
  'GET /api/calendar/{token}.ics',
  // Ours: the instance's public settings (name, rules, sign-up mode), which the about and sign-up pages show to visitors.
  'GET /api/instance',
  // Ours: copies of accounts of other servers' pictures, public on their own servers.
  'GET /api/federation/accounts/{id}/{picture}',
];

describe('route access', () => {
  it('refuses a request without a session on every product route but the public ones, whichever module adds it', async () => {
    const { body } = await t.request('GET', '/api/docs/json');
    const operations = Object.entries<Record<string, unknown>>(body.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(operations.length).toBeGreaterThan(40);

    const answers: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const { status, body: answer } = await t.request(method, url);
      answers.push(`${method} ${path} ${status === 401 ? answer.error : 'open'}`);
    }
    expect(answers).toEqual(
      operations.map(({ method, path }) => `${method} ${path} ${publicRoutes.includes(`${method} ${path}`) ? 'open' : 'missing_token'}`),
    );
  });
});
