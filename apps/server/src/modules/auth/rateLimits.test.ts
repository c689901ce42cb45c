import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const limitedApp = (env: Record<string, string> = {}) =>
  startTestApp({
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    REDIS_URL: process.env.TEST_REDIS_URL!,
    ...env,
  });

let t: TestApp;
beforeAll(async () => {
  t = await limitedApp();
});
afterAll(() => t.close());

describe('rate limits on guessable calls', () => {
  it('answers 429 with a clear message after too many reset requests for one address', async () => {
    const member = await createMember(t.app);
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await t.request('POST', '/api/auth/forgot-password', { body: { email: member.email } }));
    expect(attempts.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(attempts[3]!.status).toBe(429);
    expect(attempts[3]!.body).toMatchObject({
      status_code: 429,
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
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

describe('the client address behind proxies', () => {
  /** Logins for unknown accounts, each claiming another client address in X-Forwarded-For. */
  async function loginsWithRotatingForwardedFor(app: TestApp, count: number): Promise<number[]> {
    const statuses = [];
    for (let i = 0; i < count; i++) {
      const { status } = await app.request('POST', '/api/auth/login', {
        body: { login: `nobody-${i}`, password: 'Wrong!Pass1' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(status);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For by default, so rotating it does not escape the per-IP limit', async () => {
    const app = await limitedApp();
    try {
      const statuses = await loginsWithRotatingForwardedFor(app, 12);
      // Nine a minute per IP (three times RATE_LIMIT_AUTH_PER_MINUTE): the loopback client is one IP.
      expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
      expect(statuses.slice(9)).toEqual([429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('takes the client address from X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
    const app = await limitedApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await loginsWithRotatingForwardedFor(app, 12)).toEqual(Array(12).fill(401));
    } finally {
      await app.close();
    }
  });
});
