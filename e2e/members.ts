import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { ApiSuccess, AuthSession, InstanceSettings, Page } from '@meshwork/contracts';
import { apiLogin, latestMail, linkIn, loginInBrowser, newMember } from './helpers';

/** The seeded administrator. */
const administrator = { login: 'tomas', password: 'Meshwork#2026' };

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

/** Makes the member a creator as members become one: they ask, and the administrator Tomas approves. */
export async function makeCreator(request: APIRequestContext, member: FreshMember): Promise<void> {
  await member.call('POST', '/user/creator-upgrade');
  const { token } = await apiLogin(request, administrator);
  // Few requests wait during a run: the largest page holds them all.
  const listed = await request.get(`/api/admin/creator-requests?limit=100&token=${token}`);
  const pending = ((await listed.json()) as ApiSuccess<Page<{ id: string; user_id: string }>>).output.items;
  const asked = pending.find((item) => item.user_id === member.session.user_id);
  const approved = await request.post(`/api/admin/creator-requests/${asked?.id}/approve?token=${token}`);
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The instance's settings through the API as the administrator: read them, or put them back. */
export async function adminSettings(request: APIRequestContext, restore?: InstanceSettings): Promise<InstanceSettings> {
  const { token } = await apiLogin(request, administrator);
  const response = await request.fetch(`/api/admin/instance?token=${token}`, { method: restore ? 'PATCH' : 'GET', data: restore });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ApiSuccess<InstanceSettings>).output;
}
