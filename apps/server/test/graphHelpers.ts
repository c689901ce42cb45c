import type { members } from '../src/db/schema/index.js';
import { createMember } from './factories.js';
import { loginAs } from './sessionHelpers.js';
import type { TestApp } from './testApp.js';

export interface SignedInMember {
  id: string;
  token: string;
  nickname: string;
  /** A JSON request made by this member. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** A verified member, logged in over HTTP, with a request function carrying their token. */
export async function signedInMember(t: TestApp, overrides: Partial<typeof members.$inferInsert> = {}): Promise<SignedInMember> {
  const member = await createMember(t.app, overrides);
  const { token } = await loginAs(t, member.username);
  return { id: member.id, token, nickname: member.nickname, call: (method, path, body) => t.request(method, `/api${path}`, { token, body }) };
}

/** Two members who are friends, the first having asked. */
export async function befriend(a: SignedInMember, b: SignedInMember) {
  await a.call('POST', '/friends/requests', { user_id: b.id });
  await b.call('POST', `/friends/requests/${a.id}/accept`);
}
