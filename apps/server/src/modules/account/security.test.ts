import { accountCopy, authCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById } from '../../../test/factories.js';
import { loginAs } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { hashPassword, verifyPassword } from '../../crypto/secrets.js';
import { instanceOf } from '../instance/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function loggedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.app, overrides);
  return { member, token: (await loginAs(t, member.username)).token };
}

const post = (path: string, token: string, body: object = {}) => t.request('POST', `/api${path}`, { token, body });

describe('password change', () => {
  it('needs the current password', async () => {
    const { token } = await loggedIn();
    const { status, body } = await post('/user/password/update', token, { current_password: 'Wrong!Pass1', password: 'N3w!Secret' });
    expect(status).toBe(400);
    expect(body.extra.message.password).toEqual([accountCopy.wrongPassword]);
  });

  it('refuses a common password and one breaking the format rule', async () => {
    const { token } = await loggedIn();
    expect(
      (await post('/user/password/update', token, { current_password: 'Str0ng!Pass', password: 'Qwerty123!' })).body.extra.message.password,
    ).toEqual([authCopy.commonPassword]);
    expect((await post('/user/password/update', token, { current_password: 'Str0ng!Pass', password: 'weak' })).status).toBe(422);
  });

  it('changes it and ends the other sessions, keeping this one', async () => {
    const { member, token } = await loggedIn();
    const other = await loginAs(t, member.username);
    expect((await post('/user/password/update', token, { current_password: 'Str0ng!Pass', password: 'N3w!Secret' })).status).toBe(200);
    expect((await t.request('GET', '/api/social/social-feed', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/social/social-feed', { token: other.token })).status).toBe(401);
    expect((await loginAs(t, member.username, 'N3w!Secret')).user_id).toBe(member.id);
  });
});

describe('security code', () => {
  it('is set with the password and stored hashed', async () => {
    const { member, token } = await loggedIn();
    expect((await post('/user/security-code/update', token, { security_code: '135790', password: 'Wrong!Pass1' })).status).toBe(400);
    expect(
      (await post('/user/security-code/update', token, { security_code: '12345', password: 'Str0ng!Pass' })).body.extra.message
        .security_code,
    ).toEqual([accountCopy.invalidSecurityCode]);
    expect((await post('/user/security-code/update', token, { security_code: '135790', password: 'Str0ng!Pass' })).status).toBe(200);
    const stored = (await memberById(t.app, member.id))!.securityCodeHash!;
    expect(stored).not.toContain('135790');
    expect(await verifyPassword(stored, '135790')).toBe(true);
    const details = await t.request('GET', `/api/user/account-details?user_id=${member.id}`, { token });
    expect(details.body.output.has_security_code).toBe(true);
  });
});

describe('two-factor switch', () => {
  it('turns on with the session alone, and the next login is limited', async () => {
    const { member, token } = await loggedIn();
    expect((await t.request('GET', '/api/authenticator/2fa/state', { token })).body.output).toEqual({ has_two_fa: false });
    expect((await post('/authenticator/2fa/state', token, { enabled: true })).body.output).toEqual({ has_two_fa: true });
    expect((await t.request('GET', '/api/authenticator/2fa/state', { token })).body.output).toEqual({ has_two_fa: true });
    expect((await loginAs(t, member.username)).has_two_fa).toBe(true);
  });

  it('turns off only with the security code when the member has one', async () => {
    const { member, token } = await loggedIn({ hasTwoFa: false, securityCodeHash: await hashPassword('864200') });
    await post('/authenticator/2fa/state', token, { enabled: true });
    expect(
      (await post('/authenticator/2fa/state', token, { enabled: false, password: 'Str0ng!Pass' })).body.extra.message.security_code,
    ).toEqual([accountCopy.securityCodeRequired]);
    expect(
      (await post('/authenticator/2fa/state', token, { enabled: false, security_code: '000001' })).body.extra.message.security_code,
    ).toEqual([accountCopy.wrongSecurityCode]);
    expect((await memberById(t.app, member.id))!.hasTwoFa).toBe(true);
    expect((await post('/authenticator/2fa/state', token, { enabled: false, security_code: '864200' })).body.output).toEqual({
      has_two_fa: false,
    });
  });

  it('turns off with the password when the member has no security code', async () => {
    const { token } = await loggedIn();
    await post('/authenticator/2fa/state', token, { enabled: true });
    expect((await post('/authenticator/2fa/state', token, { enabled: false })).status).toBe(400);
    expect((await post('/authenticator/2fa/state', token, { enabled: false, password: 'Str0ng!Pass' })).body.output).toEqual({
      has_two_fa: false,
    });
  });
});

describe('creator upgrade', () => {
  it('records one pending request for an administrator, however often the member asks', async () => {
    const { member, token } = await loggedIn();
    for (let call = 0; call < 2; call++) {
      const { status, body } = await post('/user/creator-upgrade', token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: accountCopy.creatorRequested, output: { is_creator: false, creator_request_pending: true } });
    }
    expect((await memberById(t.app, member.id))!.isCreator).toBe(false);
    expect((await instanceOf(t.app).creatorRequests.pending({})).items).toEqual([expect.objectContaining({ memberId: member.id })]);
    const status = await t.request('GET', '/api/user/creator-upgrade', { token });
    expect(status.body.output).toEqual({ is_creator: false, creator_request_pending: true });
  });
});

describe('guessing limits', () => {
  it('stops a member guessing secrets after the per-minute limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const member = await createMember(limited.app);
      const { token } = await loginAs(limited, member.username);
      const guess = () => limited.request('POST', '/api/user/deactivate', { token, body: { password: 'Wrong!Pass1' } });
      for (let attempt = 0; attempt < 3; attempt++) expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
