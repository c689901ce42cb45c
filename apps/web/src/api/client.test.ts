// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../test/fakeApi';
import { ApiError } from './ApiError';
import { apiRequest, http, setSessionEndHandlers } from './http';
import { sessionStore } from './session';

const session = demoSession;

/** A fake server at the network boundary: records each request and answers with the given envelope. */
function serve(status: number, body: unknown) {
  const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push({ url: new URL(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const handlers = { onExpired: vi.fn(), onRejected: vi.fn() };

beforeEach(() => {
  setSessionEndHandlers(handlers);
  window.history.replaceState(null, '', '/profile/ava/about?tab=1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  sessionStore.clear();
  sessionStorage.clear();
});

describe('the token', () => {
  it('is added to every request while a session exists, whatever the method', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: { ok: true } });
    await http.get('/social/social-feed');
    await http.post('/auth/logout');
    expect(calls.map((call) => call.url.searchParams.get('token'))).toEqual([session.token, session.token]);
    expect(calls[1]?.init?.method).toBe('POST');
  });

  it('is added next to an existing query string', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: {} });
    await http.get('/user/account-details', { user_id: session.user_id });
    expect(calls[0]?.url.pathname).toBe('/api/user/account-details');
    expect(calls[0]?.url.searchParams.get('user_id')).toBe(session.user_id);
    expect(calls[0]?.url.searchParams.get('token')).toBe(session.token);
  });

  it('is left out without a session', async () => {
    const calls = serve(200, { status_code: 200, output: {} });
    await http.get('/notifications/types');
    expect(calls[0]?.url.searchParams.has('token')).toBe(false);
  });
});

describe('answers', () => {
  it('unwraps the output of a success envelope', async () => {
    serve(200, { status_code: 200, message: 'ok', output: { friends_count: 3 } });
    await expect(http.get('/social/social-feed')).resolves.toEqual({ friends_count: 3 });
  });

  it('turns a failure envelope into an ApiError and leaves the session alone', async () => {
    sessionStore.set(session);
    const extra = { message: { email: ['This email address is already registered'] } };
    serve(409, { status_code: 409, error: 'conflict', message: 'Taken', extra });
    const error = await apiRequest('/auth/register', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, error: 'conflict', message: 'Taken', extra });
    expect((error as ApiError).firstFieldError('email')).toBe('This email address is already registered');
    expect(sessionStore.get()).toEqual(session);
    expect(handlers.onExpired).not.toHaveBeenCalled();
    expect(handlers.onRejected).not.toHaveBeenCalled();
  });
});

describe('the 401 rules', () => {
  it('logs out, remembers the page, sends to the login prompt and still throws on "Token has expired"', async () => {
    sessionStore.set(session);
    serve(401, { status_code: 401, error: 'token_expired', message: 'Token has expired' });
    await expect(http.get('/social/social-feed')).rejects.toMatchObject({ status: 401, message: 'Token has expired' });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('meshwork.session')).toBeNull();
    expect(handlers.onExpired).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('meshwork.returnPath')).toBe('/profile/ava/about?tab=1');
  });

  it('logs out on any body carrying status_code 401, even under HTTP 200', async () => {
    sessionStore.set(session);
    serve(200, { status_code: 401, error: 'unauthorized', message: 'Invalid session token' });
    await expect(http.get('/social/social-feed')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(handlers.onRejected).toHaveBeenCalledOnce();
    expect(handlers.onExpired).not.toHaveBeenCalled();
  });

  it('does not treat a failed login of a guest as a logout', async () => {
    serve(401, { status_code: 401, error: 'invalid_credentials', message: 'Invalid email, username or password' });
    await expect(http.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(handlers.onRejected).not.toHaveBeenCalled();
  });
});
