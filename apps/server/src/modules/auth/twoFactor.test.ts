import { limits, authCopy, authMessages } from '@meshwork/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById, testPassword } from '../../../test/factories.js';
import { latestMailTo, loginAs, mailedCode } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens } from '../../db/schema/index.js';
import { hashCode } from './mailedCodes.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  // Every test calls from one IP; the limits are tested in rateLimits.test.ts and by the cool-down below.
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** A member with two-factor on, logged in (limited session) and mailed a code. */
async function pendingLogin() {
  const member = await createMember(t.app, { hasTwoFa: true });
  const session = await loginAs(t, member.username);
  const sent = await t.request('POST', '/api/auth/2fa/resend', { token: session.token, body: { user_id: member.id } });
  expect(sent.status).toBe(200);
  return { member, session, token: session.token, code: await mailedCode(t, member.email), sent: sent.body };
}

/** A browser logged in with the password: its limited session and the cookie the login gave it. */
interface Browser {
  token: string;
  cookie?: string;
}

async function browserLogin(username: string): Promise<Browser> {
  const { body, setCookies } = await t.request('POST', '/api/auth/login', { body: { login: username, password: testPassword } });
  return { token: body.output.token, cookie: setCookies?.find((cookie) => cookie.startsWith('meshwork_browser='))?.split(';')[0] };
}

/** Asks for a code from a browser, with its cookie when it has one; answers the `Retry-After` seconds too. */
async function resendFrom(browser: Browser, user_id: string) {
  const response = await fetch(`${t.baseUrl}/api/auth/2fa/resend?token=${browser.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    body: JSON.stringify({ user_id }),
  });
  return { status: response.status, body: await response.json(), retryAfter: Number(response.headers.get('retry-after')) };
}

const verify = (token: string, user_id: string, passcode: unknown) =>
  t.request('POST', '/api/auth/2fa/verify', { token, body: { passcode, user_id } });

const liveCode = async (memberId: string) =>
  (
    await t.app.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, 'two_factor'), isNull(emailTokens.usedAt)))
  )[0]!;

describe('two-factor by emailed code', () => {
  it('mails a six-digit code that expires 10 minutes after it is issued, stored hashed', async () => {
    const { member, code, sent } = await pendingLogin();
    expect(sent.message).toBe(authMessages.verificationCodeSent);
    expect(code).toMatch(/^\d{6}$/);
    const row = await liveCode(member.id);
    expect(row.tokenHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    expect(sent.output.verification_code_expiry).toBe(row.expiresAt.toISOString());
    expect((await memberById(t.app, member.id))!.verificationCodeExpiry?.toISOString()).toBe(row.expiresAt.toISOString());
  });

  it('trades the limited session for a full one on the right code, once', async () => {
    const { member, token, code } = await pendingLogin();
    const { status, body } = await verify(token, member.id, Number(code));
    expect(status).toBe(200);
    expect(body.message).toBe(authMessages.verificationSuccessful);
    expect(body.output).toMatchObject({ user_id: member.id, has_two_fa: false, deactivated: false });
    expect((await t.request('GET', '/api/social/social-feed', { token: body.output.token })).status).toBe(200);
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(401);
    expect((await memberById(t.app, member.id))!.verificationCodeExpiry).toBeNull();

    const again = await verify(body.output.token, member.id, Number(code));
    expect(again.status).toBe(400);
    expect(again.body.extra.message).toBe(authCopy.noCodeWaiting);
  });

  it('refuses a wrong code with the reason in extra.message', async () => {
    const { member, token, code } = await pendingLogin();
    const { status, body } = await verify(token, member.id, (Number(code) % 999_999) + 1);
    expect(status).toBe(400);
    expect(body.extra.message).toBe(authCopy.wrongCode);
  });

  it('kills a code after five wrong tries: the sixth is refused even when right', async () => {
    const { member, token, code } = await pendingLogin();
    const wrong = (Number(code) % 999_999) + 1;
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await verify(token, member.id, wrong)).body.extra.message).toBe(authCopy.wrongCode);
    expect((await verify(token, member.id, wrong)).body.extra.message).toBe(authCopy.tooManyWrongCodes);
    const sixth = await verify(token, member.id, Number(code));
    expect(sixth.status).toBe(400);
    expect(sixth.body.extra.message).toBe(authCopy.tooManyWrongCodes);
  });

  it('refuses an expired code', async () => {
    const { member, token, code } = await pendingLogin();
    await t.app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, (await liveCode(member.id)).id));
    const { status, body } = await verify(token, member.id, Number(code));
    expect(status).toBe(400);
    expect(body.extra.message).toBe(authCopy.codeExpired);
  });

  it('accepts a code with leading zeros, which arrives as a smaller number', async () => {
    const { member, token } = await pendingLogin();
    await t.app.database.db
      .update(emailTokens)
      .set({ tokenHash: hashCode(member.id, '004321') })
      .where(eq(emailTokens.id, (await liveCode(member.id)).id));
    const { status, body } = await verify(token, member.id, 4321);
    expect(status).toBe(200);
    expect(body.output.has_two_fa).toBe(false);
  });

  it.each([
    ['000000 as 0', 0],
    ['a string', '123456'],
    ['seven digits', 1_234_567],
    ['a fraction', 12.5],
  ])('refuses %s with 422 and the specification message', async (_, passcode) => {
    const { member, token } = await pendingLogin();
    const { status, body } = await verify(token, member.id, passcode);
    expect(status).toBe(422);
    expect(body.extra.message.passcode).toEqual([authMessages.invalidCode]);
  });

  it("refuses calls for another member's id with 403", async () => {
    const { token, code } = await pendingLogin();
    const other = await createMember(t.app, { hasTwoFa: true });
    expect((await verify(token, other.id, Number(code))).status).toBe(403);
    expect((await t.request('POST', '/api/auth/2fa/resend', { token, body: { user_id: other.id } })).status).toBe(403);
    expect(await latestMailTo(t, other.email)).toBeUndefined();
  });

  it('limits resends: a second code within the cool-down answers 429 with the wait, later ones replace the old code', async () => {
    const { member, token, code } = await pendingLogin();
    const tooSoon = await resendFrom({ token }, member.id);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error: 'code_already_sent', message: authCopy.codeAlreadySent(1) });
    expect(tooSoon.retryAfter).toBeGreaterThan(0);
    expect(tooSoon.retryAfter).toBeLessThanOrEqual(serverLimits.codeResendCooldownSeconds);

    await t.app.database.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(emailTokens.memberId, member.id));
    expect((await t.request('POST', '/api/auth/2fa/resend', { token, body: { user_id: member.id } })).status).toBe(200);
    const newCode = await mailedCode(t, member.email);
    if (newCode !== code) expect((await verify(token, member.id, Number(code))).body.extra.message).toBe(authCopy.wrongCode);
    expect((await verify(token, member.id, Number(newCode))).status).toBe(200);
  });

  it('lets a deactivated member with two-factor verify into the deactivated session', async () => {
    const member = await createMember(t.app, { hasTwoFa: true, deleteRequestTimestamp: new Date() });
    const session = await loginAs(t, member.username);
    expect(session).toMatchObject({ has_two_fa: true, deactivated: true });
    expect((await t.request('POST', '/api/user/reactivate', { token: session.token, body: { user_id: member.id } })).status).toBe(403);
    await t.request('POST', '/api/auth/2fa/resend', { token: session.token, body: { user_id: member.id } });
    const verified = await verify(session.token, member.id, Number(await mailedCode(t, member.email)));
    expect(verified.body.output).toMatchObject({ has_two_fa: false, deactivated: true });
    expect((await t.request('GET', `/api/user/account-details?user_id=${member.id}`, { token: verified.body.output.token })).status).toBe(
      200,
    );
  });
});

describe('two-factor limits per account and hour', () => {
  /** Moves every code of the member half a minute back, past the resend cool-down but within the hour. */
  const afterCooldown = (memberId: string) =>
    t.app.database.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - (serverLimits.codeResendCooldownSeconds + 1) * 1000) })
      .where(eq(emailTokens.memberId, memberId));
  const resend = (token: string, user_id: string) => t.request('POST', '/api/auth/2fa/resend', { token, body: { user_id } });
  const notices = async (address: string) =>
    (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(address)}`)).body.output.items.filter(
      (mail: { subject: string }) => mail.subject === 'Someone is trying to log in to your Meshwork account',
    ).length;
  const expectLockedOut = (answer: { status: number; body: any }) => {
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'two_factor_locked', extra: { message: authCopy.twoFactorLocked } });
  };

  it('past the hourly number of codes, says how long to wait and keeps the session; the last code mailed still logs in', async () => {
    const { member, token } = await pendingLogin();
    for (let sent = 1; sent < serverLimits.mailedCodesPerBrowserPerHour; sent++) {
      await afterCooldown(member.id);
      expect((await resend(token, member.id)).status).toBe(200);
    }
    const last = await mailedCode(t, member.email);
    await afterCooldown(member.id);
    const refused = await resendFrom({ token }, member.id);
    expect(refused).toMatchObject({ status: 429, body: { error: 'code_already_sent', message: authCopy.codeAlreadySent(60) } });
    expect(refused.retryAfter).toBeGreaterThan(59 * 60);
    expect((await t.request('GET', '/api/notifications/types', { token })).status).toBe(200);

    // Another login (a newcomer back on the login page) is answered, and the code already mailed works there.
    const again = await loginAs(t, member.username);
    expect(again.has_two_fa).toBe(true);
    expect((await resendFrom({ token: again.token }, member.id)).status).toBe(429);
    expect((await verify(again.token, member.id, Number(last))).status).toBe(200);
  });

  it('counts codes per browser up to a ceiling for the account, and takes any code still working', async () => {
    const member = await createMember(t.app, { hasTwoFa: true });
    const browsers = await Promise.all(Array.from({ length: 4 }, () => browserLogin(member.username)));
    const [first, second, third, fourth] = browsers as [Browser, Browser, Browser, Browser];
    const codesFrom = async (browser: Browser, count: number) => {
      for (let sent = 0; sent < count; sent++) {
        await afterCooldown(member.id);
        expect((await resendFrom(browser, member.id)).status).toBe(200);
      }
      return mailedCode(t, member.email);
    };
    const firstCode = await codesFrom(first, serverLimits.mailedCodesPerBrowserPerHour);
    await afterCooldown(member.id);
    expect((await resendFrom(first, member.id)).status).toBe(429);
    // One browser's codes used up leave the others theirs, until the account's ceiling.
    await codesFrom(second, serverLimits.mailedCodesPerBrowserPerHour);
    const thirdCode = await codesFrom(third, serverLimits.mailedCodesPerAccountPerHour - 2 * serverLimits.mailedCodesPerBrowserPerHour);
    await afterCooldown(member.id);
    const ceiling = await resendFrom(fourth, member.id);
    expect(ceiling).toMatchObject({ status: 429, body: { error: 'code_already_sent' } });

    const live = await t.app.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.memberId, member.id), isNull(emailTokens.usedAt)));
    expect(live).toHaveLength(serverLimits.liveCodesMax);
    // The fourth browser never got a code of its own: the third browser's, in the same mailbox, logs it in.
    expect((await verify(fourth.token, member.id, Number(thirdCode))).status).toBe(200);
    expect((await verify(first.token, member.id, Number(firstCode))).status).toBe(200);
  });

  it('ends the pending session at the hourly cap of wrong codes, across codes, and mails one security notice', async () => {
    const { member, token, code } = await pendingLogin();
    const wrongFor = (right: string) => (Number(right) % 999_999) + 1;
    let current = code;
    for (let wrong = 1; wrong < limits.wrongCodesPerHour; wrong++) {
      if (wrong % serverLimits.twoFactorMaxWrongTries === 0) {
        await afterCooldown(member.id);
        await resend(token, member.id);
        current = await mailedCode(t, member.email);
      }
      expect((await verify(token, member.id, wrongFor(current))).status).toBe(400);
    }
    await afterCooldown(member.id);
    await resend(token, member.id);
    current = await mailedCode(t, member.email);
    expectLockedOut(await verify(token, member.id, wrongFor(current)));
    expect((await t.request('GET', '/api/notifications/types', { token })).body.error).toBe('invalid_token');
    expect(await notices(member.email)).toBe(1);
    expect((await latestMailTo(t, member.email))?.text).toContain('/forgot-password');

    // A new login gets no new tries: even the right code is refused, and the notice is not sent twice.
    const again = await loginAs(t, member.username);
    await afterCooldown(member.id);
    expect((await resend(again.token, member.id)).status).toBe(200);
    expectLockedOut(await verify(again.token, member.id, Number(await mailedCode(t, member.email))));
    expect(await notices(member.email)).toBe(1);
  });
});
