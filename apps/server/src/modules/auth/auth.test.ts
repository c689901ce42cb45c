import { authCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function latestMailTo(address: string) {
  const { body } = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(address)}`);
  return body.output.items[0] as { subject: string; text: string } | undefined;
}

const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('register, verify, login', () => {
  it('registers, mails a verification link, refuses login until verified, then logs in', async () => {
    const email = 'newcomer@example.com';
    const registered = await t.request('POST', '/api/auth/register', {
      body: { fullname: 'New Comer', username: 'newcomer', email, password: testPassword },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.output.user_id).toMatch(/^[0-9a-f-]{36}$/);

    const early = await t.request('POST', '/api/auth/login', { body: { login: 'newcomer', password: testPassword } });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe('email_not_verified');

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toContain('http://meshwork.test/auth/verify-email?token=');
    const verified = await t.request('POST', '/api/auth/verify-email', { body: { token: linkToken(mail!.text) } });
    expect(verified.status).toBe(200);

    const reused = await t.request('POST', '/api/auth/verify-email', { body: { token: linkToken(mail!.text) } });
    expect(reused.status).toBe(400);

    const login = await t.request('POST', '/api/auth/login', { body: { login: email.toUpperCase(), password: testPassword } });
    expect(login.status).toBe(200);
    expect(login.body.output).toMatchObject({
      username: 'newcomer',
      fullname: 'New Comer',
      nickname: 'New',
      has_two_fa: false,
      deactivated: false,
    });
    expect(login.body.output.token.length).toBeGreaterThanOrEqual(22);
  });

  it('refuses a taken email or username with a per-field message', async () => {
    const member = await createMember(t.app);
    const taken = await t.request('POST', '/api/auth/register', {
      body: { fullname: 'Copy Cat', username: member.username.toUpperCase(), email: member.email, password: testPassword },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.extra.message).toEqual({
      email: ['This email address is already registered'],
      username: ['This username is already taken'],
    });
  });

  it('refuses a reserved username in any case, naming the field', async () => {
    for (const username of ['Admin', 'API', 'files', 'Publish', 'newsfeed', 'Postmaster']) {
      const refused = await t.request('POST', '/api/auth/register', {
        body: { fullname: 'Name Taker', username, email: `${username}@example.com`, password: testPassword },
      });
      expect({ username, status: refused.status, field: refused.body.extra.message.username }).toEqual({
        username,
        status: 422,
        field: [authCopy.usernameReserved],
      });
    }
  });
});
