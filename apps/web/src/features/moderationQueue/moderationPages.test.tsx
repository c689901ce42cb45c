// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationQueueCopy, reportsCopy, type CaseSummary } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const moderatorSession = { ...demoSession, role: 'moderator' as const };
const emptyPage = ok({ items: [], next_cursor: null });

const spamCase: CaseSummary = {
  id: '6f1c0b0e-1111-4a4a-9a9a-000000000001',
  target_type: 'post',
  target_id: 'p1',
  excerpt: 'Buy cheap followers',
  target_member: { id: 'm1', username: 'spammer', nickname: 'Spammer' },
  status: 'open',
  reports_count: 3,
  categories: { spam: 2, other: 1 },
  assignee: null,
  opened_at: new Date().toISOString(),
  last_reported_at: new Date().toISOString(),
  closed_at: null,
};

describe('the moderation pages', () => {
  it('send a member who is not staff to the 404 page, and show no Moderation entry', async () => {
    fakeApi({ 'GET /moderation/cases': emptyPage });
    const { location } = renderApp('/moderation', demoSession);
    await waitFor(() => expect(location()).toBe('/404'));
    renderApp('/newsfeed', demoSession);
    const shortcuts = await screen.findByRole('complementary', { name: 'Your shortcuts' });
    expect(within(shortcuts).queryByRole('link', { name: /Moderation/ })).not.toBeInTheDocument();
  });

  it('show staff the empty queue', async () => {
    fakeApi({ 'GET /moderation/cases': emptyPage, 'GET /moderation/open-count': ok({ open: 0 }) });
    renderApp('/moderation', moderatorSession);
    expect(await screen.findByRole('heading', { name: reportsCopy.noOpenReports })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: moderationQueueCopy.appealsTab })).toHaveAttribute('href', '/moderation/appeals');
  });

  it('give staff a Moderation entry with the open-case count in the sidebar', async () => {
    fakeApi({ 'GET /moderation/open-count': ok({ open: 4 }) });
    renderApp('/newsfeed', moderatorSession);
    const shortcuts = await screen.findByRole('complementary', { name: 'Your shortcuts' });
    const entry = await within(shortcuts).findByRole('link', { name: /Moderation/ });
    expect(entry).toHaveAttribute('href', '/moderation');
    expect(await within(entry).findByLabelText(moderationQueueCopy.openCasesBadge(4))).toHaveTextContent('4');
  });

  it('list cases and ask the server again when a filter changes', async () => {
    const requested = fakeApi({
      'GET /moderation/cases': (url) =>
        url.searchParams.get('assignee') === 'none' ? emptyPage : ok({ items: [spamCase], next_cursor: null }),
      'GET /moderation/open-count': ok({ open: 1 }),
    });
    renderApp('/moderation', moderatorSession);
    const row = await screen.findByRole('link', { name: /Buy cheap followers/ });
    expect(row).toHaveAttribute('href', `/moderation/cases/${spamCase.id}`);
    expect(row).toHaveTextContent('3 reports');
    expect(row).toHaveTextContent('Spam, Other');
    await userEvent.setup().click(screen.getByRole('button', { name: moderationQueueCopy.assigneeNone }));
    expect(await screen.findByRole('heading', { name: reportsCopy.noCases })).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === '/api/moderation/cases' && url.searchParams.get('assignee') === 'none')).toBe(true);
  });
});
