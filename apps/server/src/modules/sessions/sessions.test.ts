import { sessionsCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens, knownBrowsers, sessions } from '../../db/schema/index.js';
import { hashToken } from '../../crypto/secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Logs the member in from a browser with this User-Agent; answers the session token. */
async function loginFrom(username: string, userAgent: string): Promise<string> {
  const { status, body } = await t.request('POST', '/api/auth/login', {
    body: { login: username, password: testPassword },
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
  return body.output.token;
}

/** Logs the member in sending exactly this User-Agent header, or none (fetch would add its own). */
function loginSending(username: string, userAgent: string | undefined): Promise<number> {
  const body = JSON.stringify({ login: username, password: testPassword });
  const headers = { 'content-type': 'application/json', ...(userAgent === undefined ? {} : { 'user-agent': userAgent }) };
  return new Promise((resolve, reject) => {
    const login = httpRequest(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode!));
    });
    login.on('error', reject).end(body);
  });
}

const listOf = async (token: string) => (await t.request('GET', '/api/sessions', { token })).body.output as Array<Record<string, unknown>>;
const sessionIdOf = async (token: string) =>
  (
    await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.id;
const stillWorks = async (token: string) => (await t.request('GET', '/api/social/social-feed', { token })).status === 200;

describe('the sessions list', () => {
  it("shows where the member is logged in: this session first, device, browser, address and times, and nobody else's", async () => {
    const member = await createMember(t.app);
    const phone = await loginFrom(member.username, iphone);
    const desktop = await loginFrom(member.email, windowsChrome);
    const expired = await loginFrom(member.username, windowsChrome);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    const stranger = await createMember(t.app);
    await loginFrom(stranger.username, iphone);

    const { status, body } = await t.request('GET', '/api/sessions', { token: desktop });
    expect(status).toBe(200);
    expect(body.output).toHaveLength(2);
    const [current, other] = body.output;
    expect(current).toMatchObject({
      id: await sessionIdOf(desktop),
      current: true,
      browser: 'Chrome 126',
      os: 'Windows 10',
      device_type: 'desktop',
      device: null,
      address: '127.0.0.1',
      two_factor_pending: false,
    });
    expect(other).toMatchObject({
      id: await sessionIdOf(phone),
      current: false,
      browser: 'Safari 17',
      os: 'iOS 17',
      device_type: 'mobile',
      device: 'Apple iPhone',
    });
    for (const session of body.output) {
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_active_at)).not.toBeNaN();
    }
  });

  it('names no browser for a client that sends no User-Agent it can read', async () => {
    const member = await createMember(t.app);
    const token = await loginFrom(member.username, 'curl/8.5.0');
    expect((await listOf(token))[0]).toMatchObject({ browser: null, os: null, device_type: 'unknown', device: null });
  });

  it('lists every session whatever User-Agent it came with: none, empty, garbage, huge or not ASCII', async () => {
    const member = await createMember(t.app);
    const agents = [undefined, '', '  ', ';;(garbage', 'x'.repeat(8_000), 'ÿþ\u00e9\u00a0'];
    for (const agent of agents) expect(await loginSending(member.username, agent)).toBe(200);
    const token = await loginFrom(member.username, windowsChrome);
    const { status, body } = await t.request('GET', '/api/sessions', { token });
    expect(status).toBe(200);
    expect(body.output).toHaveLength(agents.length + 1);
    for (const session of body.output.slice(1)) {
      expect(session).toMatchObject({ browser: null, os: null, device_type: 'unknown', device: null });
    }
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logs out one of the own sessions at once', async () => {
    const member = await createMember(t.app);
    const phone = await loginFrom(member.username, iphone);
    const desktop = await loginFrom(member.username, windowsChrome);
    const { status, body } = await t.request('DELETE', `/api/sessions/${await sessionIdOf(phone)}`, { token: desktop });
    expect(status).toBe(200);
    expect(body.message).toBe(sessionsCopy.sessionEnded);
    expect((await t.request('GET', '/api/social/social-feed', { token: phone })).body.error).toBe('invalid_token');
    expect((await listOf(desktop)).map((session) => session.current)).toEqual([true]);
  });

  it("answers 404 for another member's session and leaves it alone, like one that does not exist", async () => {
    const member = await createMember(t.app);
    const stranger = await createMember(t.app);
    const token = await loginFrom(member.username, windowsChrome);
    const strangers = await loginFrom(stranger.username, iphone);
    const theirs = await t.request('DELETE', `/api/sessions/${await sessionIdOf(strangers)}`, { token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: 'session_not_found', message: sessionsCopy.sessionNotFound });
    expect(await stillWorks(strangers)).toBe(true);
    const unknown = await t.request('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000', { token });
    expect(unknown.body).toEqual(theirs.body);
    expect((await t.request('DELETE', '/api/sessions/not-an-id', { token })).status).toBe(422);
  });

  it('logs out everywhere else and keeps this session', async () => {
    const member = await createMember(t.app);
    const others = [await loginFrom(member.username, iphone), await loginFrom(member.username, windowsChrome)];
    const stranger = await createMember(t.app);
    const strangers = await loginFrom(stranger.username, iphone);
    const token = await loginFrom(member.username, windowsChrome);

    const { status, body } = await t.request('POST', '/api/sessions/end-others', { token, body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ output: { ended: 2 }, message: sessionsCopy.otherSessionsEnded });
    for (const other of others) expect(await stillWorks(other)).toBe(false);
    expect(await stillWorks(token)).toBe(true);
    expect(await stillWorks(strangers)).toBe(true);
  });
});

describe('the session purge job', () => {
  it('is scheduled hourly and deletes sessions expired over a month ago, browsers unused for a year and mailed secrets expired over a day ago', async () => {
    expect(t.app.jobs.recurringTasks()).toContainEqual({ task: 'sessions-purge', schedule: '17 * * * *' });

    const member = await createMember(t.app);
    const dayMs = 24 * 60 * 60 * 1000;
    const [longExpired, recentlyExpired, live] = await Promise.all([1, 2, 3].map(() => loginFrom(member.username, iphone)));
    const expireAt = (token: string, daysAgo: number) =>
      t.app.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - daysAgo * dayMs) })
        .where(eq(sessions.tokenHash, hashToken(token)));
    await expireAt(longExpired!, 31);
    await expireAt(recentlyExpired!, 29);
    await t.app.database.db.insert(knownBrowsers).values([
      { memberId: member.id, tokenHash: 'forgotten', lastLoginAt: new Date(Date.now() - 366 * dayMs) },
      { memberId: member.id, tokenHash: 'recent', lastLoginAt: new Date(Date.now() - 300 * dayMs) },
    ]);

    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await t.app.database.db.insert(emailTokens).values([
      { memberId: member.id, purpose: 'reset_password', tokenHash: 'long-expired', expiresAt: hoursAgo(25) },
      { memberId: member.id, purpose: 'reset_password', tokenHash: 'just-expired', expiresAt: hoursAgo(23), usedAt: hoursAgo(24) },
    ]);

    await t.app.database.pool.query("SELECT graphile_worker.add_job('sessions-purge')");
    const tokenHashesOf = async () =>
      (await t.app.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).map((row) => row.tokenHash);
    await expect.poll(tokenHashesOf, { timeout: 15_000 }).not.toContain(hashToken(longExpired!));
    expect(await tokenHashesOf()).toEqual(expect.arrayContaining([hashToken(recentlyExpired!), hashToken(live!)]));
    // The expired session the purge kept still hears "Token has expired".
    expect((await t.request('GET', '/api/social/social-feed', { token: recentlyExpired })).body.error).toBe('token_expired');
    const browsers = (await t.app.database.db.select().from(knownBrowsers).where(eq(knownBrowsers.memberId, member.id))).map(
      (row) => row.tokenHash,
    );
    expect(browsers).toContain('recent');
    expect(browsers).not.toContain('forgotten');
    const mailedSecrets = (await t.app.database.db.select().from(emailTokens).where(eq(emailTokens.memberId, member.id))).map(
      (row) => row.tokenHash,
    );
    expect(mailedSecrets).toContain('just-expired');
    expect(mailedSecrets).not.toContain('long-expired');
  });
});
