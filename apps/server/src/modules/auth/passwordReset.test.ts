import { authCopy, mailCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { linkMailsSent } from '../../../test/jobHelpers.js';
import { latestMailTo, loginAs } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const newPassword = 'N3w!Secret';
const linkToken = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function mailedResetToken(email: string) {
  expect((await t.request('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  await linkMailsSent(t);
  const mail = await latestMailTo(t, email);
  expect(mail?.text).toContain('http://meshwork.test/reset-password?token=');
  return linkToken(mail!.text)!;
}

const reset = (token: string, password = newPassword) => t.request('POST', '/api/reset-password', { body: { token, password } });

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const member = await createMember(t.app);
    const known = await t.request('POST', '/api/auth/forgot-password', { body: { email: member.email } });
    const unknown = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(unknown).toEqual(known);
    await linkMailsSent(t);
    expect(await latestMailTo(t, 'nobody@example.com')).toBeUndefined();
  });

  it('does the same work for a registered and an unknown address: no link and no mail is written before the answer', async () => {
    const member = await createMember(t.app);
    const { pool } = t.app.database;
    // While these triggers stand, writing a link or a mail fails: an answer that waited on either would be a 500.
    await pool.query(
      `create function refuse_writes() returns trigger language plpgsql as $$ begin raise exception 'not while answering'; end $$`,
    );
    for (const table of ['email_tokens', 'mail_outbox'])
      await pool.query(`create trigger refuse_writes before insert on ${table} for each statement execute function refuse_writes()`);
    try {
      for (const email of [member.email, 'nobody@example.com'])
        expect((await t.request('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
      for (const email of [member.email, 'nobody@example.com'])
        expect((await t.request('POST', '/api/auth/resend-verification-email', { body: { email } })).status).toBe(200);
    } finally {
      for (const table of ['email_tokens', 'mail_outbox']) await pool.query(`drop trigger refuse_writes on ${table}`);
      await pool.query('drop function refuse_writes');
    }
    // The queued job mails the link once the writes may go through again (its retry).
    await linkMailsSent(t);
    expect((await latestMailTo(t, member.email))?.subject).toBe(mailCopy.resetPassword.subject);
    expect(await latestMailTo(t, 'nobody@example.com')).toBeUndefined();
  });

  it('refuses an invalid address with the specification message', async () => {
    const { status, body } = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'not-an-address' } });
    expect(status).toBe(422);
    expect(body.extra.message.email).toEqual(['Please enter a valid email address']);
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const member = await createMember(t.app);
    const before = await loginAs(t, member.username);
    const token = await mailedResetToken(member.email);
    const [row] = await t.app.database.db.select().from(emailTokens).where(eq(emailTokens.memberId, member.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(60 * 60_000, -3);

    const { status, body } = await reset(token);
    expect(status).toBe(200);
    expect(body.message).toBe(authCopy.passwordReset);
    expect((await t.request('GET', '/api/social/social-feed', { token: before.token })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } })).status).toBe(401);
    expect((await loginAs(t, member.username, newPassword)).user_id).toBe(member.id);
  });

  it('refuses a reused token', async () => {
    const member = await createMember(t.app);
    const token = await mailedResetToken(member.email);
    expect((await reset(token)).status).toBe(200);
    const reused = await reset(token, 'An0ther!Pass');
    expect(reused.status).toBe(400);
    expect(reused.body.extra.message).toBe(authCopy.invalidResetLink);
  });

  it('refuses an expired token', async () => {
    const member = await createMember(t.app);
    const token = await mailedResetToken(member.email);
    await t.app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.memberId, member.id));
    const { status, body } = await reset(token);
    expect(status).toBe(400);
    expect(body.extra.message).toBe(authCopy.invalidResetLink);
    expect((await loginAs(t, member.username)).user_id).toBe(member.id);
  });

  it('refuses a common password without using up the link', async () => {
    const member = await createMember(t.app);
    const token = await mailedResetToken(member.email);
    const common = await reset(token, 'Password1!');
    expect(common.status).toBe(422);
    expect(common.body.extra.message.password).toEqual([authCopy.commonPassword]);
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a password breaking the format rule with the specification message', async () => {
    const member = await createMember(t.app);
    const { status, body } = await reset(await mailedResetToken(member.email), 'short');
    expect(status).toBe(422);
    expect(body.extra.message.password).toEqual([
      'Please enter a valid password. Must be 8-20 characters, including uppercase, lowercase, number, and special character.',
    ]);
  });
});

describe('registration', () => {
  it('refuses a common password beside the format rule', async () => {
    const { status, body } = await t.request('POST', '/api/auth/register', {
      body: { fullname: 'Common Pass', username: 'common_pass', email: 'common@example.com', password: 'Dragon#2026' },
    });
    expect(status).toBe(422);
    expect(body.extra.message.password).toEqual([authCopy.commonPassword]);
  });
});
