import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { members, sessions } from '../../db/schema/index.js';
import { hashToken } from '../../crypto/secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function login() {
  const member = await createMember(t.app);
  const { body } = await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } });
  return { member, token: body.output.token as string };
}

describe('sessions', () => {
  it('accepts the token as ?token= and as a Bearer header', async () => {
    const { token } = await login();
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/social/social-feed', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('stores only a hash of the token, with a 14-day expiry by default', async () => {
    const { token } = await login();
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 1);
  });

  it('answers an expired token with 401 "Token has expired"', async () => {
    const { token } = await login();
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const { status, body } = await t.request('GET', '/api/social/social-feed', { token });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status_code: 401, error: 'token_expired', message: 'Token has expired' });
  });

  it('answers an unknown token and a missing token with 401 and other messages', async () => {
    const unknown = await t.request('GET', '/api/social/social-feed', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).not.toBe('Token has expired');
    expect(unknown.body.error).toBe('invalid_token');
    const missing = await t.request('GET', '/api/social/social-feed');
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('missing_token');
  });

  it('ends the session on logout', async () => {
    const { token } = await login();
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/social/social-feed', { token })).body.error).toBe('invalid_token');
  });

  it('refuses a wrong password and an unknown login alike', async () => {
    const member = await createMember(t.app);
    const wrong = await t.request('POST', '/api/auth/login', { body: { login: member.email, password: 'Wrong!Pass1' } });
    const unknown = await t.request('POST', '/api/auth/login', { body: { login: 'nobody-here', password: 'Wrong!Pass1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('keeps a two-factor session to the two-factor calls, notification types and logout', async () => {
    const member = await createMember(t.app, { hasTwoFa: true });
    const { body } = await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } });
    expect(body.output.has_two_fa).toBe(true);
    const token = body.output.token;
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(403);
    expect((await t.request('GET', `/api/user/account-details?user_id=${member.id}`, { token })).status).toBe(403);
    expect((await t.request('GET', '/api/notifications/types', { token })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(200);
  });

  it('records activity at login and on requests at most once a minute', async () => {
    const { member, token } = await login();
    const atLogin = (await memberById(t.app, member.id))!.lastActiveAt!;
    expect(atLogin).toBeInstanceOf(Date);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t.app.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.database.db.update(members).set({ lastActiveAt: longAgo }).where(eq(members.id, member.id));
    await t.request('GET', '/api/social/social-feed', { token });
    expect((await memberById(t.app, member.id))!.lastActiveAt!.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('never writes a token into a log line', async () => {
    const { token } = await login();
    await t.request('GET', '/api/social/social-feed', { token });
    await t.request('GET', '/api/social/social-feed', { headers: { authorization: `Bearer ${token}` } });
    await t.request('GET', '/api/does-not-exist', { token });
    expect(t.logs()).toContain('/api/social/social-feed?token=[REDACTED]');
    expect(t.logs()).not.toContain(token);
  });
});
