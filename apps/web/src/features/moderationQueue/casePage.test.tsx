// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationQueueCopy, type CaseDetail } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const moderatorSession = { ...demoSession, role: 'moderator' as const };
const caseId = '6f1c0b0e-1111-4a4a-9a9a-000000000002';
const person = { id: 'm1', username: 'pest', nickname: 'Pest' };

const detail: CaseDetail = {
  case: {
    id: caseId,
    target_type: 'message',
    target_id: 'direct.a.b',
    excerpt: 'I know where you live',
    target_member: person,
    status: 'open',
    reports_count: 1,
    categories: { harassment: 1 },
    assignee: null,
    opened_at: new Date().toISOString(),
    last_reported_at: new Date().toISOString(),
    closed_at: null,
    closed_by: null,
  },
  content: { text: 'Direct conversation', details: 'direct.a.b', created_at: null, removed: false, link: null, exists: true },
  reports: [
    {
      id: 'r1',
      reporter: { id: demoSession.user_id, username: 'ava', nickname: 'Ava' },
      remote_host: null,
      category: 'harassment',
      comment: 'Threats',
      evidence: [{ sender_id: 'm1', timetoken: '17000000000000000', text: 'I know where you live' }],
      created_at: new Date().toISOString(),
    },
  ],
  member_record: {
    member: {
      ...person,
      role: 'member',
      joined_at: new Date().toISOString(),
      limited_at: null,
      suspended_at: null,
      awaiting_approval_since: null,
    },
    open_cases: 1,
    closed_cases: 2,
    audit: [],
  },
  notes: [],
};

describe('a case page', () => {
  it('shows the evidence, the member’s record and the actions, and assigns the case to the viewer', async () => {
    let assigned: unknown;
    fakeApi({
      [`GET /moderation/cases/${caseId}`]: ok(detail),
      [`POST /moderation/cases/${caseId}/assign`]: (_url, body) => ((assigned = body), ok(null)),
      'GET /moderation/open-count': ok({ open: 1 }),
    });
    renderApp(`/moderation/cases/${caseId}`, moderatorSession);
    const reports = await screen.findByRole('region', { name: moderationQueueCopy.reportsHeading });
    expect(within(reports).getByText('I know where you live')).toBeInTheDocument();
    expect(within(reports).getByText('Threats')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: moderationQueueCopy.memberHeading })).toHaveTextContent(moderationQueueCopy.casesAbout(1, 2));
    expect(screen.getByRole('region', { name: moderationQueueCopy.actionsHeading })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: moderationQueueCopy.assignToMe }));
    await waitFor(() => expect(assigned).toEqual({ assignee_id: demoSession.user_id }));
  });

  it('names the server of a report another server sent', async () => {
    const fromServer = { ...detail.reports[0]!, id: 'r2', reporter: null, remote_host: 'remote.example', evidence: [] };
    fakeApi({
      [`GET /moderation/cases/${caseId}`]: ok({ ...detail, reports: [fromServer] }),
      'GET /moderation/open-count': ok({ open: 1 }),
    });
    renderApp(`/moderation/cases/${caseId}`, moderatorSession);
    const reports = await screen.findByRole('region', { name: moderationQueueCopy.reportsHeading });
    expect(within(reports).getByText(moderationQueueCopy.fromServer('remote.example'))).toBeInTheDocument();
  });

  it('says so when the case cannot be loaded', async () => {
    fakeApi({ 'GET /moderation/open-count': ok({ open: 0 }) });
    renderApp(`/moderation/cases/${caseId}`, moderatorSession);
    expect(await screen.findByText(moderationQueueCopy.caseLoadFailed)).toBeInTheDocument();
  });
});
