import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { ApiSuccess, AuthSession } from '@meshwork/contracts';
import { apiLogin, latestMail, linkIn, loginInBrowser, newMember } from './helpers';

export interface FreshMember {
  session: AuthSession;
  credentials: { login: string; password: string };
  /** A product API call as this member; answers the `output`. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** A member registered and verified through the API and the dev mailbox: no friends, no follows. */
export async function freshMember(request: APIRequestContext, fullname = 'Eve Tester'): Promise<FreshMember> {
  const member = { ...newMember(), fullname };
  expect((await request.post('/api/auth/register', { data: member })).status()).toBe(201);
  const token = new URL(linkIn(await latestMail(request, member.email), '/auth/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  const credentials = { login: member.username, password: member.password };
  const session = await apiLogin(request, credentials);
  return {
    session,
    credentials,
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await request.fetch(`/api${path}?token=${session.token}`, { method, data: body });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as ApiSuccess<T>).output;
    },
  };
}

/** Two members who are friends, the first having asked (`call` fails the test on a refusal). */
export async function befriend(a: FreshMember, b: FreshMember): Promise<void> {
  await a.call('POST', '/friends/requests', { user_id: b.session.user_id });
  await b.call('POST', `/friends/requests/${a.session.user_id}/accept`);
}

/** A page of its own for a member, logged in like a browser would be. */
export async function browserOf(browser: Browser, member: FreshMember) {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, member.credentials);
  return page;
}
