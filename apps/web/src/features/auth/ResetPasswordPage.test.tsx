// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, authCopy, authMessages } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

async function fill(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(authCopy.newPassword), password);
  await user.type(screen.getByLabelText(authCopy.repeatPassword), confirm);
  return user;
}

describe('reset password, refined', () => {
  it('keeps the submit disabled while the form is invalid', async () => {
    fakeApi();
    renderApp('/reset-password?token=abc');
    const submit = await screen.findByRole('button', { name: authMessages.resetPassword });
    expect(submit).toBeDisabled();
    await fill('Meshwork#2027', 'Meshwork#2028');
    expect(submit).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText(authCopy.repeatPassword), '{Backspace}7');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('shows the common-password message under the field, and nothing vaguer beside it', async () => {
    fakeApi({
      'POST /reset-password': {
        status: 422,
        body: {
          status_code: 422,
          error: 'validation_failed',
          message: 'x',
          extra: { message: { password: [authCopy.commonPassword] } },
        },
      },
    });
    renderApp('/reset-password?token=abc');
    const user = await fill('Password1!');
    await user.click(screen.getByRole('button', { name: authMessages.resetPassword }));
    expect(await screen.findByText(authCopy.commonPassword)).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('offers a new link when the token is refused', async () => {
    fakeApi({
      'POST /reset-password': { status: 400, body: { status_code: 400, error: 'invalid_token', message: 'x', extra: { message: 'x' } } },
    });
    renderApp('/reset-password?token=used');
    const user = await fill('Meshwork#2027');
    await user.click(screen.getByRole('button', { name: authMessages.resetPassword }));
    expect(await screen.findByText(new RegExp(authCopy.invalidResetLink))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  // Last: a toast outlives its test.
  it('toasts a failure that names nothing precise', async () => {
    fakeApi({
      'POST /reset-password': { status: 500, body: { status_code: 500, error: 'internal', message: 'x', extra: { message: 'x' } } },
    });
    renderApp('/reset-password?token=abc');
    const user = await fill('Meshwork#2027');
    await user.click(screen.getByRole('button', { name: authMessages.resetPassword }));
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
  });
});
