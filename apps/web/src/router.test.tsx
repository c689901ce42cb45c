// @vitest-environment happy-dom
import './test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { messages, authCopy, reservedUsernames } from '@meshwork/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoProfile, demoSession, fakeApi, feedWith, ok } from './test/fakeApi';
import { createRoutes } from './router';
import { renderApp } from './test/renderApp';

const friend = {
  ...demoSession,
  user_id: 'f1',
  username: 'ben',
  nickname: 'Ben',
  fullname: 'Ben Ode',
  status: 'away' as const,
  is_creator: false,
};

describe('guards', () => {
  it('sends a guest from the root to /auth/login', async () => {
    fakeApi();
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location()).toBe('/auth/login');
  });

  it('sends a guest from a shell page to /auth/login without calling the API', async () => {
    const requested = fakeApi();
    const app = renderApp('/profile/ava/about');
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(requested).toHaveLength(0);
  });

  it.each(['/auth/login', '/auth/register', '/forgot-password'])('sends a member from %s to /newsfeed', async (path) => {
    fakeApi();
    const app = renderApp(path, demoSession);
    expect(await screen.findByRole('heading', { name: 'Newsfeed' })).toBeInTheDocument();
    expect(app.location()).toBe('/newsfeed');
  });

  it('sends a member with a deactivated account to its page', async () => {
    fakeApi({ 'GET /user/account-details': ok({ ...demoSession, delete_request_timestamp: null }) });
    const app = renderApp('/newsfeed', { ...demoSession, deactivated: true });
    expect(await screen.findByRole('heading', { name: 'Your account is deactivated' })).toBeInTheDocument();
    expect(app.location()).toBe('/account-deactivated');
  });
});

describe('the shell', () => {
  it('redirects the root to the newsfeed and shows the sidebar with the counts there', async () => {
    fakeApi();
    const app = renderApp('/', demoSession);
    const shortcuts = await screen.findByRole('complementary', { name: 'Your shortcuts' });
    expect(app.location()).toBe('/newsfeed');
    expect(within(shortcuts).getByText('following').parentElement).toHaveTextContent('4 following');
    expect(within(shortcuts).getByText('followers').parentElement).toHaveTextContent('7 followers');
    expect(within(shortcuts).getByRole('link', { name: 'Newsfeed' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no sidebar on profile pages', async () => {
    fakeApi({ 'GET /profiles/ava': ok(demoProfile) });
    renderApp('/profile/ava/gallery', demoSession);
    expect(await screen.findByRole('heading', { name: 'Ava Stone', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Your shortcuts' })).not.toBeInTheDocument();
  });

  it('shows a profile’s cover image, counts and, to its owner, the link to edit it', async () => {
    fakeApi({ 'GET /profiles/ava': ok(demoProfile), 'GET /profiles/ava/posts': ok({ items: [], next_cursor: null }) });
    renderApp('/profile/ava', demoSession);
    expect(await screen.findByRole('img', { name: 'Ava’s cover image' })).toHaveAttribute('src', '/files/covers/ava.webp');
    expect(screen.getByText('Followers').parentElement).toHaveTextContent('Followers7');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings');
    expect(await screen.findByRole('heading', { name: 'Your timeline is empty' })).toBeInTheDocument();
  });

  it('shows the 404 area for a username the server does not know', async () => {
    fakeApi();
    const app = renderApp('/profile/nobody', demoSession);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/404');
  });

  it('shows the friends panel only when there are friends', async () => {
    fakeApi({ 'GET /social/social-feed': ok(feedWith([friend])), 'GET /friends': ok({ items: [friend], next_cursor: null }) });
    renderApp('/newsfeed', demoSession);
    const panel = await screen.findByRole('complementary', { name: 'Friends' });
    expect(within(panel).getByText(messages.friendsSubtitle)).toBeInTheDocument();
    expect(within(panel).getByPlaceholderText(messages.findFriendsPlaceholder)).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Chat with Ben' })).toHaveTextContent('away');
  });

  it('hides the friends panel without friends', async () => {
    fakeApi();
    renderApp('/newsfeed', demoSession);
    await screen.findByRole('heading', { name: 'Newsfeed' });
    expect(screen.queryByRole('complementary', { name: 'Friends' })).not.toBeInTheDocument();
  });
});

describe('errors', () => {
  it('redirects an unknown path to /404', async () => {
    fakeApi();
    const app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/404');
  });

  it('sends a failed preload to /error/404', async () => {
    fakeApi({ 'GET /social/social-feed': { status: 500, body: { status_code: 500, error: 'internal', message: 'Boom' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('/newsfeed', demoSession);
    expect(await screen.findByRole('heading', { name: 'We could not load that page' })).toBeInTheDocument();
    expect(app.location()).toBe('/error/404');
  });

  it('opens the login prompt when the session expired during a preload', async () => {
    fakeApi({
      'GET /social/social-feed': { status: 401, body: { status_code: 401, error: 'token_expired', message: messages.tokenExpired } },
    });
    const app = renderApp('/newsfeed', demoSession);
    const prompt = await screen.findByRole('dialog', { name: authCopy.sessionExpired });
    expect(within(prompt).getByLabelText('Email or username')).toBeInTheDocument();
    expect(app.location()).toBe('/?login=show');
  });

  it('shows the login prompt to a guest at /?login=show', async () => {
    fakeApi();
    const app = renderApp('/?login=show');
    expect(await screen.findByRole('dialog', { name: authCopy.sessionExpired })).toBeInTheDocument();
    expect(app.location()).toBe('/?login=show');
  });
});

/** The first path segment of every page, however deep its route is nested. */
function firstSegments(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const first = path.split('/').find(Boolean);
    const own = first && !first.startsWith(':') && first !== '*' ? [first] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

describe('page paths', () => {
  it('are all reserved usernames, so no profile address can look like a page', () => {
    const pages = new Set(firstSegments(createRoutes(new QueryClient())));
    expect(pages.size).toBeGreaterThan(10);
    expect([...pages].filter((page) => !reservedUsernames.has(page))).toEqual([]);
  });
});
