// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginCodeCopy, messages, authCopy, authMessages } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { forgotPasswordFailureMessage } from './useForgotPassword';

describe('forgot password', () => {
  it('keeps the button disabled and says why until the email is valid', async () => {
    fakeApi();
    renderApp('/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    const submit = screen.getByRole('button', { name: authMessages.sendResetLink });
    expect(submit).toBeDisabled();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'ava@example.test');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(authMessages.invalidEmail)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: authMessages.backToLogin })).toHaveAttribute('href', '/auth/login');
  });

  it('toasts the success message after sending', async () => {
    const requested = fakeApi({ 'POST /auth/forgot-password': ok({ message: 'sent' }) });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ava@example.test');
    await user.click(screen.getByRole('button', { name: authMessages.sendResetLink }));
    expect(await screen.findByText(authMessages.resetEmailSent)).toBeInTheDocument();
    expect(requested.at(-1)?.pathname).toBe('/api/auth/forgot-password');
  });

  it('toasts the server email message on a 422', async () => {
    fakeApi({
      'POST /auth/forgot-password': {
        status: 422,
        body: { status_code: 422, error: 'validation', message: 'Invalid', extra: { message: { email: ['That address is refused'] } } },
      },
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ava@example.test');
    await user.click(screen.getByRole('button', { name: authMessages.sendResetLink }));
    expect(await screen.findByText('That address is refused')).toBeInTheDocument();
  });

  it('picks the failure toast that fits', () => {
    const failure = (status: number, extra?: ApiError['extra']) => new ApiError(status, 'x', 'x', extra);
    expect(forgotPasswordFailureMessage(failure(422, { message: { email: ['Nope'] } }))).toBe('Nope');
    expect(forgotPasswordFailureMessage(failure(422))).toBe(authMessages.noValidEmail);
    expect(forgotPasswordFailureMessage(failure(404))).toBe(authMessages.noValidEmail);
    expect(forgotPasswordFailureMessage(failure(500))).toBe(messages.somethingWentWrong);
    expect(forgotPasswordFailureMessage(new TypeError('offline'))).toBe(messages.somethingWentWrong);
  });
});

describe('reset password', () => {
  it('explains the password rule and a mismatch', async () => {
    fakeApi();
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(authCopy.newPassword), 'short');
    await user.type(screen.getByLabelText(authCopy.repeatPassword), 'different');
    await user.click(screen.getByRole('button', { name: authMessages.resetPassword }));
    expect(await screen.findByText(authMessages.invalidPassword)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('toggles each password between hidden and shown', async () => {
    fakeApi();
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(authCopy.newPassword);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('resets with the token, toasts and goes to login', async () => {
    const requested = fakeApi({ 'POST /reset-password': ok({}) });
    const app = renderApp('/reset-password?token=abc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(authCopy.newPassword), 'Meshwork#2027');
    await user.type(screen.getByLabelText(authCopy.repeatPassword), 'Meshwork#2027');
    await user.click(screen.getByRole('button', { name: authMessages.resetPassword }));
    expect(await screen.findByText(authMessages.passwordResetSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(requested.find((url) => url.pathname === '/api/reset-password')).toBeDefined();
  });

  it('cannot be submitted without a token', async () => {
    fakeApi();
    renderApp('/reset-password');
    expect(await screen.findByRole('button', { name: authMessages.resetPassword })).toBeDisabled();
  });
});

describe('login', () => {
  it('asks for both fields', async () => {
    fakeApi();
    renderApp('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('offers to resend the verification email when the address is not verified', async () => {
    fakeApi({
      'POST /auth/login': { status: 403, body: { status_code: 403, error: 'email_not_verified', message: 'Please verify first' } },
      'POST /auth/resend-verification-email': ok({ message: 'Sent again' }),
    });
    renderApp('/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or username'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'Meshwork#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please verify first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authCopy.resendVerificationEmail }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
  });

  it('stores the session and lands on the newsfeed', async () => {
    const { demoSession } = await import('../../test/fakeApi');
    fakeApi({ 'POST /auth/login': ok(demoSession) });
    const app = renderApp('/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or username'), 'ava');
    await user.type(screen.getByLabelText('Password'), 'Meshwork#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Newsfeed' })).toBeInTheDocument();
    expect(app.location()).toBe('/newsfeed');
    expect(JSON.parse(localStorage.getItem('meshwork.session') ?? '{}')).toMatchObject({ token: demoSession.token });
  });
});

describe('login with a mailed code', () => {
  const codeRequired = {
    status: 401,
    body: { status_code: 401, error: 'login_code_required', message: authCopy.loginCodeRequired },
  };
  const codeRefused = { status: 401, body: { status_code: 401, error: 'login_code_refused', message: authCopy.loginCodeRefused } };

  async function submitPassword() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or username'), 'ava');
    await user.type(screen.getByLabelText('Password'), 'Meshwork#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    return user;
  }

  it('asks for the code when the server needs one, and logs in with it and the same password', async () => {
    const { demoSession } = await import('../../test/fakeApi');
    const sent: unknown[] = [];
    fakeApi({
      'POST /auth/login': (_url, body) => {
        sent.push(body);
        return (body as { code?: string }).code === '246810' ? ok(demoSession) : codeRequired;
      },
    });
    const app = renderApp('/auth/login');
    const user = await submitPassword();
    expect(await screen.findByRole('heading', { name: loginCodeCopy.title })).toBeInTheDocument();
    expect(screen.getByText(authCopy.loginCodeRequired)).toBeInTheDocument();
    const code = screen.getByLabelText(loginCodeCopy.codeLabel);
    expect(code).toHaveFocus();
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: loginCodeCopy.submit }));
    expect(await screen.findByRole('heading', { name: 'Newsfeed' })).toBeInTheDocument();
    expect(app.location()).toBe('/newsfeed');
    expect(sent).toEqual([
      { login: 'ava', password: 'Meshwork#2026' },
      { login: 'ava', password: 'Meshwork#2026', code: '246810' },
    ]);
  });

  it('refuses a code that is not six digits before sending, and shows the server refusal', async () => {
    const requested = fakeApi({ 'POST /auth/login': (_url, body) => ((body as { code?: string }).code ? codeRefused : codeRequired) });
    renderApp('/auth/login');
    const user = await submitPassword();
    const code = await screen.findByLabelText(loginCodeCopy.codeLabel);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: loginCodeCopy.submit }));
    expect(await screen.findByText(authMessages.invalidCode)).toBeInTheDocument();
    expect(requested.filter((url) => url.pathname === '/api/auth/login')).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: loginCodeCopy.submit }));
    expect(await screen.findByText(authCopy.loginCodeRefused)).toBeInTheDocument();
  });

  it('starts over with the login form', async () => {
    fakeApi({ 'POST /auth/login': codeRequired });
    renderApp('/auth/login');
    const user = await submitPassword();
    await user.click(await screen.findByRole('button', { name: loginCodeCopy.startOver }));
    expect(screen.getByLabelText('Email or username')).toHaveValue('ava');
    expect(screen.queryByLabelText(loginCodeCopy.codeLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** Fills the registration form with this username and password and submits it. */
async function submitRegistration(username: string, password: string) {
  renderApp('/auth/register');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), 'Zed Nova');
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email address'), 'zed@example.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('register', () => {
  it('shows the password rule and the server field errors', async () => {
    fakeApi({
      'POST /auth/register': {
        status: 409,
        body: {
          status_code: 409,
          error: 'conflict',
          message: 'Taken',
          extra: { message: { username: ['This username is already taken'] } },
        },
      },
    });
    const user = await submitRegistration('zed', 'weak');
    expect(await screen.findByText(authMessages.invalidPassword)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Meshwork#2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  });

  it('refuses a reserved username before asking the server', async () => {
    const requested = fakeApi();
    await submitRegistration('API', 'Meshwork#2026');
    expect(await screen.findByText(authCopy.usernameReserved)).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === '/api/auth/register')).toBe(false);
  });
});
