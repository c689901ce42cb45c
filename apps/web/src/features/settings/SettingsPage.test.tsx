// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDetails } from '@meshwork/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { demoSession, fakeApi, ok, type FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const details: AccountDetails = {
  user_id: demoSession.user_id,
  fullname: 'Ava Stone',
  nickname: 'Ava',
  username: 'ava',
  email: 'ava@example.test',
  user_image: null,
  cover_image: null,
  colour: '#7c3aed',
  bio: '',
  birthday: null,
  location: '',
  categories: [],
  is_creator: false,
  has_two_fa: true,
  has_security_code: true,
  email_verified: true,
  verification_code_expiry: null,
  delete_request_timestamp: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const bodies: Array<{ path: string; body: unknown }> = [];

function openSettings(routes: FakeRoutes = {}) {
  bodies.length = 0;
  const requested = fakeApi({
    'GET /user/account-details': ok(details),
    'GET /user/personal/categories': ok([{ id: 'gaming', name: 'Gaming' }]),
    'GET /user/professional/categories': ok([{ id: 'developer', name: 'Developer' }]),
    'GET /user/business/categories': ok([{ id: 'studio', name: 'Studio' }]),
    ...routes,
  });
  const fetchWithBodies = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.headers.get('content-type') === 'application/json')
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return fetchWithBodies(request);
  });
  return { app: renderApp('/settings', demoSession), requested };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('settings', () => {
  it("saves the profile to the member's own id and shows the new nickname at once", async () => {
    openSettings({
      [`POST /user/update/${details.user_id}`]: {
        body: { status_code: 200, message: 'Your profile is updated', output: { ...details, nickname: 'Nova', categories: ['gaming'] } },
      },
    });
    const profile = await section('Profile');
    const user = userEvent.setup();
    await user.clear(profile.getByLabelText('Nickname'));
    await user.type(profile.getByLabelText('Nickname'), 'Nova');
    await user.click(await profile.findByRole('button', { name: 'Gaming' }));
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is updated')).toBeInTheDocument();
    expect(bodies.find((entry) => entry.path === `/api/user/update/${details.user_id}`)?.body).toMatchObject({
      nickname: 'Nova',
      categories: ['gaming'],
      birthday: null,
    });
    expect(sessionStore.get()?.nickname).toBe('Nova');
  });

  it('explains deactivation before the member confirms, then logs out', async () => {
    const { app } = openSettings({
      'POST /user/deactivate': { body: { status_code: 200, message: 'Your account is deactivated', output: {} } },
    });
    const deactivate = await section('Deactivate account');
    const user = userEvent.setup();
    await user.type(deactivate.getByLabelText('Your password'), 'Meshwork#2026');
    await user.click(deactivate.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate your account?' });
    expect(dialog).toHaveTextContent('Log in within 30 days and choose Reactivate');
    expect(bodies.some((entry) => entry.path === '/api/user/deactivate')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(bodies.find((entry) => entry.path === '/api/user/deactivate')?.body).toEqual({ password: 'Meshwork#2026' });
    expect(sessionStore.get()).toBeNull();
  });

  it('asks for the security code before turning two-factor off', async () => {
    openSettings({ 'POST /authenticator/2fa/state': ok({ has_two_fa: false }) });
    const twoFactor = await section('Two-factor verification');
    const user = userEvent.setup();
    await user.click(twoFactor.getByRole('switch'));
    expect(bodies.some((entry) => entry.path === '/api/authenticator/2fa/state')).toBe(false);
    await user.type(twoFactor.getByLabelText('Security code'), '246810');
    await user.click(twoFactor.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(bodies.find((entry) => entry.path === '/api/authenticator/2fa/state')?.body).toEqual({
        enabled: false,
        security_code: '246810',
      }),
    );
  });
});
