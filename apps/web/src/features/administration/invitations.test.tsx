// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { administrationCopy, instanceCopy, type Invitation } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const administrator = { ...demoSession, role: 'administrator' as const };

const invitation = (id: string, changes: Partial<Invitation> = {}): Invitation => ({
  id,
  max_uses: 5,
  uses: 2,
  expires_at: '2026-12-01T00:00:00.000Z',
  state: 'active',
  note: '',
  created_by: { user_id: 'u-tomas', username: 'tomas' },
  created_at: '2026-11-01T00:00:00.000Z',
  ...changes,
});

const page = (items: Invitation[], next_cursor: string | null = null) => ok({ items, next_cursor });

describe('the invitations page', () => {
  it('makes an invitation from the form, shows its code once with a copy button, and lists it', async () => {
    const sent: unknown[] = [];
    let listed: Invitation[] = [];
    fakeApi({
      'GET /admin/invitations': () => page(listed),
      'POST /admin/invitations': (_url, body) => {
        sent.push(body);
        listed = [invitation('i-new', { max_uses: 3, uses: 0, expires_at: null, note: 'For the choir' })];
        return { status: 201, body: { status_code: 201, output: { ...listed[0], code: 'c0de-for-the-choir' } } };
      },
    });
    renderApp('/admin/invitations', administrator);
    const user = userEvent.setup();
    expect(await screen.findByText(instanceCopy.noInvitations)).toBeInTheDocument();

    const uses = screen.getByLabelText(instanceCopy.maxUsesLabel);
    await user.clear(uses);
    await user.type(uses, '3');
    await user.selectOptions(screen.getByLabelText(instanceCopy.expiryLabel), instanceCopy.expiryChoices.never);
    await user.type(screen.getByLabelText(instanceCopy.noteLabel), 'For the choir');
    await user.click(screen.getByRole('button', { name: instanceCopy.createInvitation }));

    const shown = await screen.findByRole('region', { name: instanceCopy.newCodeTitle });
    expect(sent).toEqual([{ max_uses: 3, expires_in_days: null, note: 'For the choir' }]);
    expect(within(shown).getByText('c0de-for-the-choir')).toBeInTheDocument();
    expect(within(shown).getByText(instanceCopy.newCodeWarning)).toBeInTheDocument();
    expect(within(shown).getByRole('heading', { name: instanceCopy.newCodeTitle })).toHaveFocus();
    await user.click(within(shown).getByRole('button', { name: instanceCopy.copyCode }));
    // user-event stands in for the clipboard: what the button wrote is read back.
    expect(await navigator.clipboard.readText()).toBe('c0de-for-the-choir');

    const list = await screen.findByRole('list', { name: instanceCopy.invitationsTitle });
    expect(within(list).getByText('For the choir')).toBeInTheDocument();
    expect(within(list).getByText(instanceCopy.invitationUses(0, 3))).toBeInTheDocument();
    expect(within(list).getByText(instanceCopy.neverExpires, { exact: false })).toBeInTheDocument();
    expect(within(list).queryByText('c0de-for-the-choir')).not.toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: instanceCopy.doneWithCode }));
    expect(screen.queryByText('c0de-for-the-choir')).not.toBeInTheDocument();
  });

  it('refuses a number of sign-ups out of range without sending', async () => {
    const requested = fakeApi({ 'GET /admin/invitations': page([]) });
    renderApp('/admin/invitations', administrator);
    const user = userEvent.setup();
    const uses = await screen.findByLabelText(instanceCopy.maxUsesLabel);
    await user.clear(uses);
    await user.type(uses, '0');
    await user.click(screen.getByRole('button', { name: instanceCopy.createInvitation }));
    expect(await screen.findByText(instanceCopy.limitRange(1000))).toBeInTheDocument();
    expect(requested.filter((url) => url.pathname === '/api/admin/invitations')).toHaveLength(1);
  });

  it('shows each state, offers Revoke on active ones only, and revokes after asking', async () => {
    const revoked: string[] = [];
    fakeApi({
      'GET /admin/invitations': page([
        invitation('i-active', { note: 'Book club' }),
        invitation('i-expired', { state: 'expired' }),
        invitation('i-used', { state: 'used_up', uses: 5 }),
        invitation('i-revoked', { state: 'revoked', created_by: null }),
      ]),
      'POST /admin/invitations/i-active/revoke': () => {
        revoked.push('i-active');
        return { body: { status_code: 200, output: null, message: instanceCopy.invitationRevoked } };
      },
    });
    renderApp('/admin/invitations', administrator);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: instanceCopy.invitationsTitle });
    for (const state of Object.values(instanceCopy.invitationStates)) expect(within(list).getByText(state)).toBeInTheDocument();
    const revokeButtons = within(list).getAllByRole('button', { name: instanceCopy.revoke });
    expect(revokeButtons).toHaveLength(1);

    await user.click(revokeButtons[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: instanceCopy.revokeTitle });
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: instanceCopy.revoke }));
    await waitFor(() => expect(revoked).toEqual(['i-active']));
  });

  it('loads more invitations a page at a time', async () => {
    fakeApi({
      'GET /admin/invitations': (url) =>
        url.searchParams.get('cursor') === 'next'
          ? page([invitation('i-old', { note: 'Second page' })])
          : page([invitation('i-new', { note: 'First page' })], 'next'),
    });
    renderApp('/admin/invitations', administrator);
    const user = userEvent.setup();
    expect(await screen.findByText('First page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: administrationCopy.loadMore }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: administrationCopy.loadMore })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let failing = true;
    fakeApi({
      'GET /admin/invitations': () =>
        failing ? { status: 500, body: { status_code: 500, error: 'internal', message: 'Something went wrong' } } : page([]),
    });
    renderApp('/admin/invitations', administrator);
    const user = userEvent.setup();
    expect(await screen.findByText(instanceCopy.invitationsLoadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: administrationCopy.retry }));
    expect(await screen.findByText(instanceCopy.noInvitations)).toBeInTheDocument();
  });
});

describe('the settings page in invitation mode', () => {
  it('links to the invitations page', async () => {
    fakeApi({
      'GET /admin/instance': ok({
        name: 'Riverside',
        description: '',
        rules: [],
        contact: '',
        sign_up_mode: 'invitation',
        approval_question: '',
        new_account_days: 3,
        new_account_posts_per_hour: 10,
        new_account_follows_per_hour: 20,
        new_account_mentions_per_hour: 20,
      }),
    });
    renderApp('/admin/settings', administrator);
    expect(await screen.findByRole('link', { name: instanceCopy.invitationsLink })).toHaveAttribute('href', '/admin/invitations');
  });
});
