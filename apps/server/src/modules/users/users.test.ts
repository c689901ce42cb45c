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
