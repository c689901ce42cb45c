// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../test/fakeApi';
import { ApiError } from './ApiError';
import { api, envelopeOf, formData, outputOf } from './client';
import { sessionStore } from './session';
import { setSessionEndHandlers } from './sessionRules';

const session = demoSession;

interface SeenRequest {
  url: URL;
  method: string;
  contentType: string | null;
  body: string;
}

/** A fake server at the network boundary: records each request and answers with the given envelope. */
function serve(status: number, body: unknown) {
  const calls: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({
      url: new URL(request.url),
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
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
    const calls = serve(200, { status_code: 200, output: null });
    await api.GET('/social/social-feed');
    await api.POST('/auth/logout');
    await api.DELETE('/blocks/{user_id}', { params: { path: { user_id: 'eve' } } });
    expect(calls.map((call) => call.url.searchParams.get('token'))).toEqual([session.token, session.token, session.token]);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('is added next to an existing query string, below the API base', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: {} });
    await api.GET('/user/account-details', { params: { query: { user_id: session.user_id } } });
    expect(calls[0]?.url.pathname).toBe('/api/user/account-details');
    expect(calls[0]?.url.searchParams.get('user_id')).toBe(session.user_id);
    expect(calls[0]?.url.searchParams.get('token')).toBe(session.token);
  });

  it('is read when the call is made, so a logout right after it still sends the token', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: null });
    const logout = api.POST('/auth/logout');
    sessionStore.clear();
    await logout;
    expect(calls[0]?.url.searchParams.get('token')).toBe(session.token);
  });

  it('is left out without a session', async () => {
    const calls = serve(200, { status_code: 200, output: [] });
    await api.GET('/notifications/types');
    expect(calls[0]?.url.searchParams.has('token')).toBe(false);
  });
});

describe('bodies', () => {
  it('go out as JSON, and the token does not change them', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: null });
    await api.POST('/auth/forgot-password', { body: { email: 'ava@example.com' } });
    expect(calls[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"email":"ava@example.com"}' });
  });

  it('carry uploads as multipart form data', async () => {
    sessionStore.set(session);
    const calls = serve(200, { status_code: 200, output: { kind: 'profile', url: '/files/a.webp' } });
    const file = new File(['fake image bytes'], 'me.png', { type: 'image/png' });
    await api.POST('/user/cover-image', { params: { query: { kind: 'profile' } }, body: { file }, bodySerializer: formData });
    expect(calls[0]?.url.searchParams.get('kind')).toBe('profile');
    expect(calls[0]?.url.searchParams.get('token')).toBe(session.token);
    expect(calls[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.body).toContain('name="file"; filename="me.png"');
    expect(calls[0]?.body).toContain('fake image bytes');
  });
});

describe('answers', () => {
  it('unwrap to the output, or to the whole envelope with its message', async () => {
    serve(200, { status_code: 200, message: 'Welcome', output: { friends_count: 3 } });
    await expect(outputOf(api.GET('/social/social-feed'))).resolves.toEqual({ friends_count: 3 });
    await expect(envelopeOf(api.GET('/social/social-feed'))).resolves.toMatchObject({ message: 'Welcome' });
  });

  it('turn a failure envelope into an ApiError and leave the session alone', async () => {
    sessionStore.set(session);
    const extra = { message: { email: ['This email address is already registered'] } };
    serve(409, { status_code: 409, error: 'conflict', message: 'Taken', extra });
    const body = { fullname: 'A', username: 'a', email: 'a@example.com', password: 'x' };
    const error = await api.POST('/auth/register', { body }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, error: 'conflict', message: 'Taken', extra });
    expect((error as ApiError).firstFieldError('email')).toBe('This email address is already registered');
    expect(sessionStore.get()).toEqual(session);
    expect(handlers.onExpired).not.toHaveBeenCalled();
    expect(handlers.onRejected).not.toHaveBeenCalled();
  });

  it('turn an answer that is not an envelope into an ApiError with the HTTP status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.GET('/social/social-feed')).rejects.toMatchObject({ status: 502, error: 'request_failed', message: 'Bad Gateway' });
  });

  it('treat a failure envelope under HTTP 200 as a failure', async () => {
    serve(200, { status_code: 404, error: 'not_found', message: 'Not found' });
    await expect(api.GET('/social/social-feed')).rejects.toMatchObject({ status: 404, error: 'not_found' });
  });
});

describe('the 401 rules', () => {
  it('log out, remember the page, send to the login prompt and still throw on "Token has expired"', async () => {
    sessionStore.set(session);
    serve(401, { status_code: 401, error: 'token_expired', message: 'Token has expired' });
    await expect(api.GET('/social/social-feed')).rejects.toMatchObject({ status: 401, message: 'Token has expired' });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('meshwork.session')).toBeNull();
    expect(handlers.onExpired).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('meshwork.returnPath')).toBe('/profile/ava/about?tab=1');
  });

  it('log out on any body carrying status_code 401, even under HTTP 200', async () => {
    sessionStore.set(session);
    serve(200, { status_code: 401, error: 'unauthorized', message: 'Invalid session token' });
    await expect(api.GET('/social/social-feed')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(handlers.onRejected).toHaveBeenCalledOnce();
    expect(handlers.onExpired).not.toHaveBeenCalled();
  });

  it('do not treat a failed login of a guest as a logout', async () => {
    serve(401, { status_code: 401, error: 'invalid_credentials', message: 'Invalid email, username or password' });
    await expect(api.POST('/auth/login', { body: { login: 'ava', password: 'wrong' } })).rejects.toMatchObject({ status: 401 });
    expect(handlers.onRejected).not.toHaveBeenCalled();
  });
});
