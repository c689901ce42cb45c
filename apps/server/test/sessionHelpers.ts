import { createMember, testPassword } from './factories.js';
import type { TestApp } from './testApp.js';

/** Logs a member in over HTTP and answers the auth session. */
export async function loginAs(t: TestApp, login: string, password = testPassword) {
  const { status, body } = await t.request('POST', '/api/auth/login', { body: { login, password } });
  if (status !== 200) throw new Error(`login of ${login} answered ${status}: ${JSON.stringify(body)}`);
  return body.output as { user_id: string; token: string; has_two_fa: boolean; deactivated: boolean };
}

/** The newest mail to an address, read from the dev mailbox like a person would. */
/** A verified member straight in the database, with a session token from a real login. */
export async function memberWithSession(t: TestApp) {
  const member = await createMember(t.app);
  return { member, token: (await loginAs(t, member.username)).token };
}

export async function latestMailTo(t: TestApp, address: string) {
  const { body } = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(address)}`);
  return body.output.items[0] as { subject: string; text: string } | undefined;
}

/** The six-digit code of the newest mail to an address. */
export async function mailedCode(t: TestApp, address: string): Promise<string> {
  const mail = await latestMailTo(t, address);
  const code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest mail to ${address}`);
  return code;
}
