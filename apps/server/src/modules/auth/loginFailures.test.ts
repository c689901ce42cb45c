import { limits, authCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { latestMailTo } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { KnownBrowserStore } from './knownBrowsers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    // Every login here comes from one address: the per-IP limit is tested in rateLimits.test.ts.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    REDIS_URL: process.env.TEST_REDIS_URL!,
  });
});
afterAll(() => t.close());

const cap = limits.loginFailuresPerHour;
const wrongPassword = 'Wrong!Pass1';

/** A login over HTTP; `cookie` is the browser's known-browser cookie, if it has one. */
function login(loginName: string, password: string, options: { cookie?: string; code?: string } = {}) {
  return t.request('POST', '/api/auth/login', {
    body: { login: loginName, password, ...(options.code ? { code: options.code } : {}) },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The browser cookie a login answer sets, as the browser sends it back. */
function browserCookieOf(answer: { setCookies?: string[] }): string {
  const cookie = answer.setCookies?.find((header) => header.startsWith('meshwork_browser='));
  if (!cookie) throw new Error('the login set no known-browser cookie');
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  expect(cookie).toMatch(/Path=\/api\/auth/);
  return cookie.split(';')[0]!;
}

async function failLogins(loginNames: string[], count: number, cookie?: string) {
  for (let i = 0; i < count; i++) expect((await login(loginNames[i % loginNames.length]!, wrongPassword, { cookie })).status).toBe(401);
}

const codeIn = (text: string | undefined) => /Your code: (\d{6})/.exec(text ?? '')?.[1];
const mailCount = async (address: string) =>
  (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(address)}`)).body.output.items.length;

describe('failed logins per account', () => {
  it('count every spelling of one account against one cap', async () => {
    const member = await createMember(t.app);
    const spellings = [member.username, member.email.toUpperCase(), ` ${member.username.toUpperCase()} `, member.email];
    await failLogins(spellings, cap);
    const { status, body } = await login(member.username, testPassword);
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'login_code_required', message: authCopy.loginCodeRequired });
  });

  it('never lock the owner out of a browser they logged in from before', async () => {
    const member = await createMember(t.app);
    const cookie = browserCookieOf(await login(member.username, testPassword));
    await failLogins([member.username], cap + 5);
    const fromKnownBrowser = await login(member.email, testPassword, { cookie });
    expect(fromKnownBrowser.status).toBe(200);
    expect(fromKnownBrowser.body.output.user_id).toBe(member.id);
    expect((await login(member.username, testPassword)).body.error).toBe('login_code_required');
  });

  it('let a new browser in past the cap with the password and the code mailed to the member', async () => {
    const member = await createMember(t.app);
    await failLogins([member.username], cap);
    const asked = await login(member.username, testPassword);
    expect(asked.body.error).toBe('login_code_required');
    const mail = await latestMailTo(t, member.email);
    expect(mail?.subject).toBe('Your Meshwork login code');

    const answer = await login(member.username, testPassword, { code: codeIn(mail?.text) });
    const { status, body } = answer;
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ user_id: member.id, has_two_fa: false });
    expect((await t.request('GET', '/api/social/social-feed', { token: body.output.token })).status).toBe(200);
    // The browser is known from now on: the password alone lets it in again.
    expect((await login(member.username, testPassword, { cookie: browserCookieOf(answer) })).status).toBe(200);
  });

  it('answer a wrong password past the cap exactly like a right one, and mail nothing for it', async () => {
    const member = await createMember(t.app);
    await failLogins([member.username], cap);
    const wrong = await login(member.username, wrongPassword);
    const right = await login(member.username, testPassword);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(right.body);
    expect(await mailCount(member.email)).toBe(1);

    const code = codeIn((await latestMailTo(t, member.email))?.text)!;
    const otherCode = String((Number(code) % 999_999) + 1).padStart(6, '0');
    const codeWithWrongPassword = await login(member.username, wrongPassword, { code });
    const wrongCodeWithRightPassword = await login(member.username, testPassword, { code: otherCode });
    expect(codeWithWrongPassword.body).toMatchObject({ status_code: 401, error: 'login_code_refused' });
    expect(wrongCodeWithRightPassword.body).toEqual(codeWithWrongPassword.body);
    // The code survives a try with the wrong password: it is compared only after the right one.
    expect((await login(member.username, testPassword, { code })).status).toBe(200);
  });

  it('cap a login that names no account the same way, so probing reveals nothing', async () => {
    const unknown = `nobody_${Date.now()}`;
    await failLogins([unknown, unknown.toUpperCase()], cap);
    const { status, body } = await login(unknown, testPassword);
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'login_code_required', message: authCopy.loginCodeRequired });
  });

  it('give each known browser a cap of its own', async () => {
    const member = await createMember(t.app);
    const cookie = browserCookieOf(await login(member.username, testPassword));
    await failLogins([member.username], cap, cookie);
    expect((await login(member.username, testPassword, { cookie })).body.error).toBe('login_code_required');
    // Failures in one browser leave the account's own count alone.
    expect((await login(member.username, testPassword)).status).toBe(200);
  });

  it('count a right password as no failure', async () => {
    const member = await createMember(t.app);
    for (let i = 0; i < cap + 5; i++) expect((await login(member.username, testPassword)).status).toBe(200);
    await failLogins([member.username], cap - 1);
    expect((await login(member.username, testPassword)).status).toBe(200);
  });

  it('let a two-factor member past the cap in with the login code alone: it proved the mailbox already', async () => {
    const member = await createMember(t.app, { hasTwoFa: true });
    await failLogins([member.username], cap);
    await login(member.username, testPassword);
    const { body } = await login(member.username, testPassword, { code: codeIn((await latestMailTo(t, member.email))?.text) });
    expect(body.output).toMatchObject({ user_id: member.id, has_two_fa: false });
  });
});

describe('known browsers', () => {
  it('are remembered up to 20 per member, the most recent ones', async () => {
    const member = await createMember(t.app);
    const store = new KnownBrowserStore(t.app.database.db);
    const tokens = [];
    for (let minute = 21; minute > 0; minute--)
      tokens.push(await store.remember(member.id, undefined, new Date(Date.now() - minute * 60_000)));
    expect(await store.isKnown(member.id, tokens[0])).toBe(false);
    for (const token of tokens.slice(1)) expect(await store.isKnown(member.id, token)).toBe(true);
    expect(await store.isKnown((await createMember(t.app)).id, tokens[20])).toBe(false);
  });
});
