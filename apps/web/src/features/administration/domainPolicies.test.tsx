// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domainPolicyCopy, type DomainPolicy } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const administrator = { ...demoSession, role: 'administrator' as const };

const policy = (host: string, changes: Partial<DomainPolicy> = {}): DomainPolicy => ({
  host,
  severity: 'silence',
  reject_media: false,
  reason: '',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...changes,
});

const page = (items: DomainPolicy[]) => ok({ items, next_cursor: null });

describe('the other servers page', () => {
  it('suspends a server named in any case, with its media refused and a reason, and lists it', async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    let listed: DomainPolicy[] = [];
    fakeApi({
      'GET /admin/federation/domains': () => page(listed),
      'PUT /admin/federation/domains/spam.example': (url, body) => {
        sent.push({ path: url.pathname, body });
        listed = [policy('spam.example', { severity: 'suspend', reject_media: true, reason: 'Spam waves' })];
        return { status: 201, body: { status_code: 201, output: listed[0], message: domainPolicyCopy.saved('spam.example') } };
      },
    });
    renderApp('/admin/federation', administrator);
    const user = userEvent.setup();
    expect(await screen.findByText(domainPolicyCopy.empty)).toBeInTheDocument();

    await user.type(screen.getByLabelText(domainPolicyCopy.hostLabel), ' Spam.Example. ');
    await user.click(screen.getByRole('radio', { name: domainPolicyCopy.severities.suspend }));
    await user.click(screen.getByRole('checkbox', { name: domainPolicyCopy.rejectMediaLabel }));
    await user.type(screen.getByLabelText(domainPolicyCopy.reasonLabel), 'Spam waves');
    await user.click(screen.getByRole('button', { name: domainPolicyCopy.save }));

    const list = await screen.findByRole('list', { name: domainPolicyCopy.title });
    expect(sent).toEqual([
      { path: '/api/admin/federation/domains/spam.example', body: { severity: 'suspend', reject_media: true, reason: 'Spam waves' } },
    ]);
    expect(within(list).getByText('spam.example')).toBeInTheDocument();
    expect(within(list).getByText(domainPolicyCopy.severityNames.suspend)).toBeInTheDocument();
    expect(within(list).getByText(domainPolicyCopy.rejectMediaName)).toBeInTheDocument();
    expect(within(list).getByText('Spam waves')).toBeInTheDocument();
    expect(screen.getByLabelText(domainPolicyCopy.hostLabel)).toHaveValue('');
  });

  it('refuses what is not a server name without sending', async () => {
    const requested = fakeApi({ 'GET /admin/federation/domains': page([]) });
    renderApp('/admin/federation', administrator);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(domainPolicyCopy.hostLabel), 'https://spam.example/users');
    await user.click(screen.getByRole('button', { name: domainPolicyCopy.save }));
    expect(await screen.findByText(domainPolicyCopy.invalidHost)).toBeInTheDocument();
    expect(requested.filter((url) => url.pathname.startsWith('/api/admin/federation/domains/'))).toEqual([]);
  });

  it('lifts a policy after asking', async () => {
    const lifted: string[] = [];
    fakeApi({
      'GET /admin/federation/domains': page([policy('quiet.example'), policy('loud.example', { severity: 'suspend' })]),
      'DELETE /admin/federation/domains/loud.example': () => {
        lifted.push('loud.example');
        return { body: { status_code: 200, output: null, message: domainPolicyCopy.removed('loud.example') } };
      },
    });
    renderApp('/admin/federation', administrator);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: domainPolicyCopy.title });
    expect(within(list).getByText(domainPolicyCopy.severityNames.silence)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: domainPolicyCopy.remove('loud.example') }));
    const dialog = await screen.findByRole('alertdialog', { name: domainPolicyCopy.remove('loud.example') });
    expect(lifted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: domainPolicyCopy.liftLabel }));
    await waitFor(() => expect(lifted).toEqual(['loud.example']));
  });
});
