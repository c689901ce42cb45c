// @vitest-environment happy-dom
import '../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@meshwork/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.useRealTimers();
});

const deactivated = { ...demoSession, deactivated: true };
const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
const details = ok({ ...demoSession, delete_request_timestamp: tenDaysAgo });

describe('account deactivated', () => {
  it('shows the request date and the days left', async () => {
    fakeApi({ 'GET /user/account-details': details });
    renderApp('/account-deactivated', deactivated);
    expect(await screen.findByText('20 days left')).toBeInTheDocument();
    expect(screen.getByText('Deletion requested')).toBeInTheDocument();
  });

  it('asks before reactivating, then toasts and opens the newsfeed', async () => {
    const requested = fakeApi({ 'GET /user/account-details': details, 'POST /user/reactivate': ok({}) });
    const app = renderApp('/account-deactivated', deactivated);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: authMessages.reactivate }));
    const dialog = await screen.findByRole('alertdialog', { name: authMessages.reactivateConfirmTitle });
    expect(dialog).toHaveTextContent(authMessages.reactivateConfirmText);
    await user.click(within(dialog).getByRole('button', { name: authMessages.reactivate }));
    expect(await screen.findByText(authMessages.accountReactivated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Newsfeed' })).toBeInTheDocument();
    expect(app.location()).toBe('/newsfeed');
    expect(requested.some((url) => url.pathname === '/api/user/reactivate')).toBe(true);
  });

  it('toasts when the reactivation fails', async () => {
    fakeApi({ 'GET /user/account-details': details });
    renderApp('/account-deactivated', deactivated);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: authMessages.reactivate }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: authMessages.reactivate }));
    expect(await screen.findByText(authMessages.unableToReactivate)).toBeInTheDocument();
  });
});
