import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });
});
afterAll(() => t.close());

describe('rate limits on guessable calls', () => {
  it('answers 429 with a clear message after too many logins for one account', async () => {
    const member = await createMember(t.app);
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push(await t.request('POST', '/api/auth/login', { body: { login: member.username, password: 'Wrong!Pass1' } }));
    expect(attempts.slice(0, 3).map((a) => a.status)).toEqual([401, 401, 401]);
    expect(attempts[3]!.status).toBe(429);
    expect(attempts[3]!.body).toMatchObject({
      status_code: 429,
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    // The right password is refused too while the account is limited.
    expect((await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } })).status).toBe(429);
  });

  it('limits per IP across accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await t.request('POST', '/api/auth/resend-verification-email', { body: { email: `someone${i}@example.com` } })).status,
      );
    }
    // Three per account and nine per IP a minute: the tenth distinct address is refused.
    expect(statuses.slice(0, 9).every((status) => status === 200)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
