import { realtimeUuidOf } from '@meshwork/contracts';
import type { members } from '../src/db/schema/index.js';
import { authenticationOf } from '../src/modules/auth/index.js';
import { createMember, testPassword } from './factories.js';
import type { TestApp } from './testApp.js';

/** Logs a member in over HTTP and answers the auth session. */
export async function loginAs(t: TestApp, login: string, password = testPassword) {
  const { status, body } = await t.request('POST', '/api/auth/login', { body: { login, password } });
  if (status !== 200) throw new Error(`login of ${login} answered ${status}: ${JSON.stringify(body)}`);
  return body.output as { user_id: string; token: string; has_two_fa: boolean; deactivated: boolean };
}

export interface SignedInMember {
  member: typeof members.$inferSelect;
  id: string;
  token: string;
  nickname: string;
  /** The member's identity in the realtime service. */
  uuid: string;
  /** A JSON request to the product API made by this member. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** A verified member straight in the database, logged in over HTTP. */
export async function signedInMember(t: TestApp, overrides: Partial<typeof members.$inferInsert> = {}): Promise<SignedInMember> {
  const member = await createMember(t.app, overrides);
  return withSession(t, member, (await loginAs(t, member.username)).token);
}

/** A verified member with a session made straight in the store, for tests that need many members fast (no password hashing). */
export async function memberWithSession(t: TestApp, overrides: Partial<typeof members.$inferInsert> = {}): Promise<SignedInMember> {
  const member = await createMember(t.app, overrides);
  return withSession(t, member, await authenticationOf(t.app).sessions.create(member.id, false, { userAgent: null, address: null }));
}

function withSession(t: TestApp, member: typeof members.$inferSelect, token: string): SignedInMember {
  return {
    member,
    id: member.id,
    token,
    nickname: member.nickname,
    uuid: realtimeUuidOf(member.id),
    call: (method, path, body) => t.request(method, `/api${path}`, { token, body }),
  };
}

/** The newest mail to an address, read from the dev mailbox like a person would. */
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
