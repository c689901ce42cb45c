// @vitest-environment happy-dom
import '../../test/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountCopy,
  authCopy,
  mutingCopy,
  settingsCopy,
  sessionsCopy,
  type AccountDetails,
  type MemberSession,
} from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { demoSession, fakeApi, ok, type FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

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
  birthday_visibility: 'friends',
  birthday_shows_year: false,
  website: '',
  details: { hometown: '', relationship: '', languages: '', work: '', education: '', business_name: '', business_contact: '' },
  location: '',
  categories: [],
  is_creator: false,
  has_two_fa: true,
  has_security_code: true,
  email_verified: true,
  verification_code_expiry: null,
  delete_request_timestamp: null,
  created_at: '2026-01-01T00:00:00.000Z',
  always_show_sensitive: false,
};

const thisBrowser: MemberSession = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  browser: 'Chrome 126',
  os: 'Windows 10',
  device_type: 'desktop',
  device: null,
  address: '203.0.113.7',
  created_at: '2026-01-02T09:00:00.000Z',
  last_active_at: new Date().toISOString(),
  current: true,
  two_factor_pending: false,
};
const phone: MemberSession = {
  ...thisBrowser,
  id: '6f1c1d2e-0000-4000-8000-000000000002',
  browser: 'Safari 17',
  os: 'iOS 17',
  device_type: 'mobile',
  device: 'Apple iPhone',
  address: '198.51.100.4',
  current: false,
};

const bodies: Array<{ path: string; body: unknown }> = [];

function openSettings(routes: FakeRoutes = {}) {
  bodies.length = 0;
  const requested = fakeApi({
    'GET /user/account-details': ok(details),
    'GET /user/personal/categories': ok([{ id: 'gaming', name: 'Gaming' }]),
    'GET /user/professional/categories': ok([{ id: 'developer', name: 'Developer' }]),
    'GET /user/business/categories': ok([{ id: 'studio', name: 'Studio' }]),
    'GET /sessions': ok([thisBrowser]),
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

  it("turns on 'Always show sensitive media': the server hears it and the session, which post cards read, follows", async () => {
    openSettings({
      'PATCH /user/preferences': {
        body: { status_code: 200, message: mutingCopy.sensitiveShown, output: { always_show_sensitive: true } },
      },
    });
    const muted = await section(mutingCopy.section.title);
    const setting = muted.getByRole('checkbox', { name: new RegExp(mutingCopy.section.alwaysShowSensitive) });
    expect(setting).not.toBeChecked();
    await userEvent.click(setting);
    expect(await screen.findByText(mutingCopy.sensitiveShown)).toBeInTheDocument();
    expect(bodies.find((entry) => entry.path === '/api/user/preferences')?.body).toEqual({ always_show_sensitive: true });
    expect(sessionStore.get()?.always_show_sensitive).toBe(true);
  });

  it("shows 'Always show sensitive media' checked from the click itself, and unchecked again when the server refuses", async () => {
    openSettings({
      'PATCH /user/preferences': { status: 422, body: { status_code: 422, error: 'invalid', message: 'Not now' } },
    });
    const muted = await section(mutingCopy.section.title);
    const setting = muted.getByRole('checkbox', { name: new RegExp(mutingCopy.section.alwaysShowSensitive) });
    fireEvent.click(setting);
    // Before any answer: checked at once, with no task in between for the box to flick back.
    expect(setting).toBeChecked();
    expect(await screen.findByText('Not now')).toBeInTheDocument();
    await waitFor(() => expect(setting).not.toBeChecked());
  });

  it("brings the session's copy of the setting up to date when the settings open (another device may have changed it)", async () => {
    openSettings({ 'GET /user/account-details': ok({ ...details, always_show_sensitive: true }) });
    const muted = await section(mutingCopy.section.title);
    expect(muted.getByRole('checkbox', { name: new RegExp(mutingCopy.section.alwaysShowSensitive) })).toBeChecked();
    expect(sessionStore.get()?.always_show_sensitive).toBe(true);
  });

  it('refuses a reserved username before asking the server', async () => {
    const { requested } = openSettings();
    const profile = await section('Profile');
    const user = userEvent.setup();
    await user.clear(profile.getByLabelText('Username'));
    await user.type(profile.getByLabelText('Username'), 'Admin');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText(authCopy.usernameReserved)).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === `/api/user/update/${details.user_id}`)).toBe(false);
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

describe("where you're logged in", () => {
  it('lists every session, this one marked, and logs another out', async () => {
    let live = [thisBrowser, phone];
    const { requested } = openSettings({
      'GET /sessions': () => ok(live),
      [`DELETE /sessions/${phone.id}`]: () => {
        live = [thisBrowser];
        return { body: { status_code: 200, message: sessionsCopy.sessionEnded, output: null } };
      },
    });
    const sessions = await section(sessionsCopy.title);
    const rows = await sessions.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome 126 on Windows 10');
    expect(rows[0]).toHaveTextContent(sessionsCopy.thisDevice);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17');
    expect(rows[1]).toHaveTextContent('Apple iPhone · 198.51.100.4');

    const user = userEvent.setup();
    await user.click(sessions.getByRole('button', { name: sessionsCopy.logOutSession('Safari 17 on iOS 17') }));
    expect(await screen.findByText(sessionsCopy.sessionEnded)).toBeInTheDocument();
    expect(await sessions.findByText(sessionsCopy.onlyHere)).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === `/api/sessions/${phone.id}`)).toBe(true);
  });

  it('names a session whose User-Agent names no browser or system "Unknown device"', async () => {
    const unknown: MemberSession = { ...phone, browser: null, os: null, device_type: 'unknown', device: null };
    openSettings({ 'GET /sessions': ok([thisBrowser, unknown]) });
    const sessions = await section(sessionsCopy.title);
    const rows = await sessions.findAllByRole('listitem');
    expect(rows[1]).toHaveTextContent(sessionsCopy.unknownDevice);
    expect(within(rows[1]!).getByRole('button', { name: sessionsCopy.logOutSession(sessionsCopy.unknownDevice) })).toBeInTheDocument();
  });

  it('tells apart sessions that would read alike, in login order', async () => {
    const laterPhone: MemberSession = {
      ...phone,
      id: crypto.randomUUID(),
      created_at: new Date(Date.parse(phone.created_at) + 60_000).toISOString(),
    };
    openSettings({ 'GET /sessions': ok([thisBrowser, laterPhone, phone]) });
    const sessions = await section(sessionsCopy.title);
    const rows = await sessions.findAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17 (2)');
    expect(rows[2]).toHaveTextContent('Safari 17 on iOS 17 (1)');
    expect(rows[0]).toHaveTextContent(/Chrome 126 on Windows 10(?! \()/);
    expect(sessions.getAllByRole('button', { name: /^Log out Safari 17 on iOS 17 \(\d\)$/ })).toHaveLength(2);
  });

  it('logs out everywhere else after asking once', async () => {
    const { requested } = openSettings({
      'GET /sessions': ok([thisBrowser, phone]),
      'POST /sessions/end-others': { body: { status_code: 200, message: sessionsCopy.otherSessionsEnded, output: { ended: 1 } } },
    });
    const sessions = await section(sessionsCopy.title);
    const user = userEvent.setup();
    await user.click(await sessions.findByRole('button', { name: sessionsCopy.endOthers }));
    const dialog = await screen.findByRole('alertdialog', { name: sessionsCopy.endOthersTitle });
    const endOthersCalls = () => requested.filter((url) => url.pathname === '/api/sessions/end-others');
    expect(endOthersCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: sessionsCopy.endOthers }));
    expect(await screen.findByText(sessionsCopy.otherSessionsEnded)).toBeInTheDocument();
    expect(endOthersCalls()).toHaveLength(1);
  });

  it('says when this is the only session, and offers a retry when the list fails', async () => {
    let fail = true;
    openSettings({
      'GET /sessions': () =>
        fail ? { status: 500, body: { status_code: 500, error: 'internal_error', message: 'Down' } } : ok([thisBrowser]),
    });
    const sessions = await section(sessionsCopy.title);
    // A server error is retried twice before the section gives up.
    expect(await sessions.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(sessionsCopy.loadFailed);
    fail = false;
    await userEvent.setup().click(sessions.getByRole('button', { name: sessionsCopy.retry }));
    expect(await sessions.findByText(sessionsCopy.onlyHere)).toBeInTheDocument();
    expect(sessions.queryByRole('button', { name: sessionsCopy.endOthers })).not.toBeInTheDocument();
  });

  it('asks to become a creator, then shows the request as pending', async () => {
    const user = userEvent.setup();
    openSettings({
      'GET /user/creator-upgrade': ok({ is_creator: false, creator_request_pending: false }),
      'POST /user/creator-upgrade': ok({ is_creator: false, creator_request_pending: true }),
    });
    const creator = await section(settingsCopy.creator.title);
    await user.click(await creator.findByRole('button', { name: settingsCopy.creator.become }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: settingsCopy.creator.become }));
    expect(await creator.findByRole('button', { name: accountCopy.creatorRequestPending })).toBeDisabled();
  });
});
