// @vitest-environment happy-dom
import '../../test/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits, authCopy, authMessages } from '@meshwork/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { demoSession, fakeApi, ok, type FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { toast } from '../../ui/toast';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const pending = { ...demoSession, has_two_fa: true };
const verified = { ...demoSession, token: 'tok-full', has_two_fa: false };
const codeSent = ok({ verification_code_expiry: '2026-01-01T00:10:00.000Z' });

function openGate(routes: FakeRoutes = {}) {
  const requested = fakeApi({ 'POST /auth/2fa/resend': codeSent, 'POST /auth/2fa/verify': ok(verified), ...routes });
  const app = renderApp('/newsfeed', pending);
  return { requested, app, calls: (path: string) => requested.filter((url) => url.pathname === `/api${path}`) };
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ });

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(boxes()[0]!);
  await user.keyboard(code);
  return user;
}

describe('the two-factor modal', () => {
  it('opens over the shell, requests the code email once and cannot be dismissed', async () => {
    const { calls } = openGate();
    const dialog = await screen.findByRole('dialog', { name: authMessages.twoFactorTitle });
    expect(await screen.findByText(authMessages.verificationCodeSent)).toBeInTheDocument();
    expect(calls('/auth/2fa/resend')).toHaveLength(1);
    expect(calls('/social/social-feed')).toHaveLength(0);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: authMessages.twoFactorTitle })).toBeInTheDocument();
  });

  it('moves through the boxes while typing and back on backspace', async () => {
    openGate();
    await screen.findByRole('dialog');
    const user = await typeCode('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
  });

  it('fills every box from a pasted code', async () => {
    openGate();
    await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('654321');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('refuses 000000 without asking the server', async () => {
    const { calls } = openGate();
    await screen.findByRole('dialog');
    const user = await typeCode('000000');
    await user.click(screen.getByRole('button', { name: authMessages.verify }));
    expect(await screen.findByText(authMessages.invalidCode)).toBeInTheDocument();
    expect(calls('/auth/2fa/verify')).toHaveLength(0);
  });

  it('sends the code as a number, stores the full session and opens the shell', async () => {
    const { calls } = openGate();
    await screen.findByRole('dialog');
    const user = await typeCode('012345');
    await user.click(screen.getByRole('button', { name: authMessages.verify }));
    expect(await screen.findByText(authMessages.verificationSuccessful)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Newsfeed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get()).toMatchObject({ token: 'tok-full', has_two_fa: false });
    expect(calls('/auth/2fa/verify')).toHaveLength(1);
  });

  it("toasts the server's extra.message when the code is refused", async () => {
    openGate({
      'POST /auth/2fa/verify': {
        status: 400,
        body: { status_code: 400, error: 'code_wrong', message: 'Wrong', extra: { message: 'That code is not right' } },
      },
    });
    await screen.findByRole('dialog');
    const user = await typeCode('123456');
    await user.click(screen.getByRole('button', { name: authMessages.verify }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toasts when the code email cannot be sent', async () => {
    openGate({ 'POST /auth/2fa/resend': { status: 500, body: { status_code: 500, error: 'internal_error', message: 'x' } } });
    expect(await screen.findByText(authMessages.emailUnableToSend)).toBeInTheDocument();
  });

  it('says when to ask again, as no error, when the server mails no new code because one already works', async () => {
    const alreadySent = {
      status: 429,
      headers: { 'retry-after': '1500' },
      body: { status_code: 429, error: 'code_already_sent', message: authCopy.codeAlreadySent(25) },
    };
    // Toasts of earlier tests outlive them on the page: the toast calls themselves tell this test's.
    const errorToasts = vi.spyOn(toast, 'error');
    openGate({ 'POST /auth/2fa/resend': alreadySent });
    const dialog = await screen.findByRole('dialog', { name: authMessages.twoFactorTitle });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(authCopy.codeAlreadySent(25));
    expect(errorToasts).not.toHaveBeenCalled();
    expect(sessionStore.get()).toMatchObject({ has_two_fa: true });
  });

  it('past the hourly cap of wrong codes, tells why the login ended and goes to the login page', async () => {
    const locked = {
      status: 401,
      body: {
        status_code: 401,
        error: 'two_factor_locked',
        message: authCopy.twoFactorLocked,
        extra: { message: authCopy.twoFactorLocked },
      },
    };
    const { app } = openGate({ 'POST /auth/2fa/verify': locked });
    await screen.findByRole('dialog');
    const user = await typeCode('123456');
    await user.click(screen.getByRole('button', { name: authMessages.verify }));
    expect(await screen.findByText(authCopy.twoFactorLocked)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(sessionStore.get()).toBeNull();
  });

  it("disables resend while it runs and shows 'sent' for 4 seconds after", async () => {
    let answer: (value: Response) => void = () => undefined;
    openGate();
    // The code requested on open has arrived: its own 'sent' flag shows.
    await within(await screen.findByRole('dialog')).findByRole('status');
    const resend = screen.getByRole('button', { name: authMessages.resendVerificationCode });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    // Lets React and the query client run their zero-delay work, without moving the clock.
    const settle = async () => {
      for (let round = 0; round < 3; round++) await act(() => vi.advanceTimersByTimeAsync(0));
    };
    const sentFlag = () => within(screen.getByRole('dialog')).queryByRole('status');
    fireEvent.click(resend);
    await settle();
    expect(resend).toBeDisabled();
    await act(async () => answer(new Response(JSON.stringify(codeSent.body))));
    await settle();
    expect(resend).toBeEnabled();
    expect(sentFlag()).toHaveTextContent('Sent');
    await act(() => vi.advanceTimersByTimeAsync(limits.emailSentFlagMs - 1));
    expect(sentFlag()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sentFlag()).not.toBeInTheDocument();
  });

  it('logs out for now and goes to the login page', async () => {
    const { app } = openGate({ 'POST /auth/logout': ok(null) });
    await screen.findByRole('dialog');
    await userEvent.setup().click(screen.getByRole('button', { name: authMessages.logoutForNow }));
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(sessionStore.get()).toBeNull();
  });

  it('shows as a full-screen page on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    openGate();
    expect(await screen.findByRole('heading', { level: 1, name: authMessages.twoFactorTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
