import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function loginAs(username: string) {
  const { body } = await t.request('POST', '/api/auth/login', { body: { login: username, password: testPassword } });
  return body.output.token as string;
}

describe('account details', () => {
  it('answers the member their own details', async () => {
    const member = await createMember(t.app);
    const { status, body } = await t.request('GET', `/api/user/account-details?user_id=${member.id}`, {
      token: await loginAs(member.username),
    });
    expect(status).toBe(200);
    expect(body.output).toMatchObject({
      user_id: member.id,
      email: member.email,
      verification_code_expiry: null,
      delete_request_timestamp: null,
    });
    expect(body.output).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it("refuses another member's details with 403", async () => {
    const [me, other] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { status, body } = await t.request('GET', `/api/user/account-details?user_id=${other.id}`, { token: await loginAs(me.username) });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain(other.email);
  });

  it('answers a malformed user_id with 422', async () => {
    const member = await createMember(t.app);
    const { status, body } = await t.request('GET', '/api/user/account-details?user_id=nope', { token: await loginAs(member.username) });
    expect(status).toBe(422);
    expect(body.extra.message.user_id).toBeDefined();
  });
});

describe('viewing preferences', () => {
  const details = async (memberId: string, token: string) =>
    (await t.request('GET', `/api/user/account-details?user_id=${memberId}`, { token })).body.output;

  it('blurs sensitive pictures by default: false in the account details and in the login session', async () => {
    const member = await createMember(t.app);
    const { body } = await t.request('POST', '/api/auth/login', { body: { login: member.username, password: testPassword } });
    expect(body.output.always_show_sensitive).toBe(false);
    expect((await details(member.id, body.output.token)).always_show_sensitive).toBe(false);
  });

  it("changes the member's own setting, which the next session carries, and nobody else's", async () => {
    const [me, other] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const token = await loginAs(me.username);
    const otherToken = await loginAs(other.username);

    const { status, body } = await t.request('PATCH', '/api/user/preferences', { token, body: { always_show_sensitive: true } });
    expect(status).toBe(200);
    expect(body.output).toEqual({ always_show_sensitive: true });
    expect(body.message).toBe('Sensitive pictures now show at once');
    expect((await details(me.id, token)).always_show_sensitive).toBe(true);
    const next = await t.request('POST', '/api/auth/login', { body: { login: me.username, password: testPassword } });
    expect(next.body.output.always_show_sensitive).toBe(true);
    expect((await details(other.id, otherToken)).always_show_sensitive).toBe(false);

    const back = await t.request('PATCH', '/api/user/preferences', { token, body: { always_show_sensitive: false } });
    expect(back.body.output).toEqual({ always_show_sensitive: false });
    expect((await details(me.id, token)).always_show_sensitive).toBe(false);
  });

  it('refuses anything but true or false with 422, and changes nothing', async () => {
    const member = await createMember(t.app);
    const token = await loginAs(member.username);
    for (const body of [{ always_show_sensitive: 'yes' }, { always_show_sensitive: 1 }, { always_show_sensitive: null }, {}]) {
      const answer = await t.request('PATCH', '/api/user/preferences', { token, body });
      expect(answer.status).toBe(422);
      expect(answer.body.extra.message.always_show_sensitive).toEqual(['always_show_sensitive must be true or false']);
    }
    expect((await details(member.id, token)).always_show_sensitive).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const { status } = await t.request('PATCH', '/api/user/preferences', { body: { always_show_sensitive: true } });
    expect(status).toBe(401);
  });
});
