import { limits, accountCopy, authCopy, authMessages } from '@meshwork/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById } from '../../../test/factories.js';
import { loginAs, mailedCode } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens, friendships, members } from '../../db/schema/index.js';
import { hashPassword } from '../../crypto/secrets.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;

/** A member with an accepted friend, both logged in. */
async function memberWithFriend() {
  const [member, friend] = await Promise.all([createMember(t.app), createMember(t.app)]);
  await t.app.database.db
    .insert(friendships)
    .values({ requesterId: member.id, addresseeId: friend.id, status: 'accepted', acceptedAt: new Date() });
  return { member, friend, session: await loginAs(t, member.username), friendSession: await loginAs(t, friend.username) };
}

async function friendIdsSeenBy(token: string): Promise<string[]> {
  const { body } = await t.request('GET', '/api/social/social-feed', { token });
  return body.output.friends.map((friend: { user_id: string }) => friend.user_id);
}

async function scheduledJobs(memberId: string) {
  const { rows } = await t.app.database.pool.query<{ task_identifier: string; run_at: Date }>(
    'SELECT task_identifier, run_at FROM graphile_worker.jobs WHERE key LIKE $1 ORDER BY run_at',
    [`%:${memberId}`],
  );
  return rows;
}

describe('deactivation', () => {
  it('needs the password', async () => {
    const { member, session } = await memberWithFriend();
    const { status, body } = await t.request('POST', '/api/user/deactivate', { token: session.token, body: { password: 'Wrong!Pass1' } });
    expect(status).toBe(400);
    expect(body.extra.message.password).toEqual([accountCopy.wrongPassword]);
    expect((await memberById(t.app, member.id))!.deleteRequestTimestamp).toBeNull();
  });

  it('records the request, ends every session, hides the member and schedules the purge and reminder', async () => {
    const { member, session, friendSession } = await memberWithFriend();
    expect(await friendIdsSeenBy(friendSession.token)).toContain(member.id);
    const { status, body } = await t.request('POST', '/api/user/deactivate', { token: session.token, body: { password: 'Str0ng!Pass' } });
    expect(status).toBe(200);
    expect(body.output.days_left).toBe(30);
    const requestedAt = (await memberById(t.app, member.id))!.deleteRequestTimestamp!;
    expect(body.output.delete_request_timestamp).toBe(requestedAt.toISOString());

    expect((await t.request('GET', '/api/social/social-feed', { token: session.token })).status).toBe(401);
    expect(await friendIdsSeenBy(friendSession.token)).not.toContain(member.id);

    const jobs = await scheduledJobs(member.id);
    expect(jobs.map((job) => [job.task_identifier, (job.run_at.getTime() - requestedAt.getTime()) / dayMs])).toEqual([
      ['account-purge-reminder', 27],
      ['account-purge', 30],
    ]);
  });

  it('gives a later login a limited session that reaches the account pages only', async () => {
    const member = await createMember(t.app, { deleteRequestTimestamp: new Date() });
    const session = await loginAs(t, member.username);
    expect(session.deactivated).toBe(true);
    expect((await t.request('GET', `/api/user/account-details?user_id=${member.id}`, { token: session.token })).status).toBe(200);
    const refused = await t.request('GET', '/api/social/social-feed', { token: session.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('account_deactivated');
    expect((await t.request('POST', '/api/user/deactivate', { token: session.token, body: { password: 'Str0ng!Pass' } })).status).toBe(403);
  });
});

describe('reactivation', () => {
  it('restores the account: a full session and visible to friends again', async () => {
    const { member, friendSession } = await memberWithFriend();
    await t.app.database.db
      .update(members)
      .set({ deleteRequestTimestamp: new Date() })
      .where(sql`${members.id} = ${member.id}`);
    const session = await loginAs(t, member.username);
    const { status, body } = await t.request('POST', '/api/user/reactivate', { token: session.token, body: { user_id: member.id } });
    expect(status).toBe(200);
    expect(body.message).toBe(authMessages.accountReactivated);
    expect((await memberById(t.app, member.id))!.deleteRequestTimestamp).toBeNull();
    expect((await t.request('GET', '/api/social/social-feed', { token: session.token })).status).toBe(200);
    expect(await friendIdsSeenBy(friendSession.token)).toContain(member.id);
  });

  it("refuses another member's id with 403", async () => {
    const [member, other] = await Promise.all([
      createMember(t.app, { deleteRequestTimestamp: new Date() }),
      createMember(t.app, { deleteRequestTimestamp: new Date() }),
    ]);
    const session = await loginAs(t, member.username);
    expect((await t.request('POST', '/api/user/reactivate', { token: session.token, body: { user_id: other.id } })).status).toBe(403);
    expect((await memberById(t.app, other.id))!.deleteRequestTimestamp).not.toBeNull();
  });
});

describe('deletion', () => {
  async function requestDeletion(overrides: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(t.app, overrides);
    const session = await loginAs(t, member.username);
    const requested = await t.request('GET', '/api/user/delete/request', { token: session.token });
    expect(requested.status).toBe(200);
    return { member, token: session.token, code: await mailedCode(t, member.email) };
  }
  const confirm = (token: string, body: object) => t.request('POST', '/api/user/delete/confirm', { token, body });

  it('mails a code and records the request when the code comes back', async () => {
    const { member, token, code } = await requestDeletion();
    const { status, body } = await confirm(token, { code });
    expect(status).toBe(200);
    expect(body.output.days_left).toBe(30);
    expect((await memberById(t.app, member.id))!.deleteRequestTimestamp).not.toBeNull();
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(401);
    expect((await scheduledJobs(member.id)).map((job) => job.task_identifier)).toEqual(['account-purge-reminder', 'account-purge']);
  });

  it('refuses a wrong code and keeps the account', async () => {
    const { member, token, code } = await requestDeletion();
    const wrong = String((Number(code) % 999_999) + 1).padStart(6, '0');
    const { status, body } = await confirm(token, { code: wrong });
    expect(status).toBe(400);
    expect(body.extra.message).toBe(authCopy.wrongCode);
    expect((await memberById(t.app, member.id))!.deleteRequestTimestamp).toBeNull();
  });

  it('asks for the security code again when the member has one', async () => {
    const { member, token, code } = await requestDeletion({ securityCodeHash: await hashPassword('246810') });
    const missing = await confirm(token, { code });
    expect(missing.status).toBe(422);
    expect(missing.body.extra.message.security_code).toEqual([accountCopy.securityCodeRequired]);
    const wrong = await confirm(token, { code, security_code: '111111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.extra.message.security_code).toEqual([accountCopy.wrongSecurityCode]);
    expect((await confirm(token, { code, security_code: '246810' })).status).toBe(200);
    expect((await memberById(t.app, member.id))!.deleteRequestTimestamp).not.toBeNull();
  });

  it('caps the deletion codes of an hour, mailed and wrong, like every mailed code', async () => {
    const { member, token } = await requestDeletion();
    const pastCooldown = () =>
      t.app.database.db
        .update(emailTokens)
        .set({ createdAt: new Date(Date.now() - (serverLimits.codeResendCooldownSeconds + 1) * 1000) })
        .where(eq(emailTokens.memberId, member.id));
    for (let sent = 1; sent < serverLimits.mailedCodesPerBrowserPerHour; sent++) {
      await pastCooldown();
      expect((await t.request('GET', '/api/user/delete/request', { token })).status).toBe(200);
    }
    await pastCooldown();
    const refused = await t.request('GET', '/api/user/delete/request', { token });
    expect(refused.status).toBe(429);
    // The last code mailed still works: the answer says so, and when a new one may be asked for.
    expect(refused.body).toMatchObject({ error: 'code_already_sent', message: authCopy.codeAlreadySent(60) });

    // The hour's wrong tries used up: even the right code is no longer compared.
    await t.app.database.db
      .update(emailTokens)
      .set({ failedAttempts: limits.wrongCodesPerHour })
      .where(eq(emailTokens.memberId, member.id));
    const locked = await confirm(token, { code: await mailedCode(t, member.email) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(authCopy.tooManyWrongCodesThisHour);
    // A full session is not ended by the cap.
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(200);
  });
});
