import { limits, messages, authCopy } from '@meshwork/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById } from '../../../test/factories.js';
import { latestMailTo, loginAs, mailedCode } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens } from '../../db/schema/index.js';
import { hashCode } from './mailedCodes.js';

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
    expect(sent.message).toBe(messages.verificationCodeSent);
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
    expect(body.message).toBe(messages.verificationSuccessful);
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
    expect(body.extra.message.passcode).toEqual([messages.invalidCode]);
  });

  it("refuses calls for another member's id with 403", async () => {
    const { token, code } = await pendingLogin();
    const other = await createMember(t.app, { hasTwoFa: true });
    expect((await verify(token, other.id, Number(code))).status).toBe(403);
    expect((await t.request('POST', '/api/auth/2fa/resend', { token, body: { user_id: other.id } })).status).toBe(403);
    expect(await latestMailTo(t, other.email)).toBeUndefined();
  });

  it('limits resends: a second code within the cool-down answers 429, later ones replace the old code', async () => {
    const { member, token, code } = await pendingLogin();
    const tooSoon = await t.request('POST', '/api/auth/2fa/resend', { token, body: { user_id: member.id } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(authCopy.codeSentMomentAgo);

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
      .set({ createdAt: new Date(Date.now() - (limits.codeResendCooldownSeconds + 1) * 1000) })
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

  it('mails at most the hourly number of codes, then ends the pending session; logging in again gains none', async () => {
    const { member, token } = await pendingLogin();
    for (let sent = 1; sent < limits.mailedCodesPerHour; sent++) {
      await afterCooldown(member.id);
      expect((await resend(token, member.id)).status).toBe(200);
    }
    await afterCooldown(member.id);
    expectLockedOut(await resend(token, member.id));
    expect((await t.request('GET', '/api/notifications/types', { token })).body.error).toBe('invalid_token');

    const again = await loginAs(t, member.username);
    expectLockedOut(await resend(again.token, member.id));
  });

  it('ends the pending session at the hourly cap of wrong codes, across codes, and mails one security notice', async () => {
    const { member, token, code } = await pendingLogin();
    const wrongFor = (right: string) => (Number(right) % 999_999) + 1;
    let current = code;
    for (let wrong = 1; wrong < limits.wrongCodesPerHour; wrong++) {
      if (wrong % limits.twoFactorMaxWrongTries === 0) {
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
