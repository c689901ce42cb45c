// @vitest-environment happy-dom
import '../../test/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportCategoryCopy, reportEntryCopy, reportsCopy } from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { ReportFormBody } from './ReportDialog';

function renderForm(target = { type: 'post' as const, id: 'p1' }) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportFormBody target={target} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('the report dialog', () => {
  it('asks for a reason before sending anything', async () => {
    const requested = fakeApi();
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: reportEntryCopy.reportButton }));
    expect(await screen.findByText(reportsCopy.invalidCategory)).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === '/api/reports')).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a comment over 1000 characters', async () => {
    const requested = fakeApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: new RegExp(reportCategoryCopy.spam.label) }));
    const comment = screen.getByLabelText(reportsCopy.commentLabel);
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: reportEntryCopy.reportButton }));
    expect(await screen.findByText(reportsCopy.commentTooLong)).toBeInTheDocument();
    expect(requested.some((url) => url.pathname === '/api/reports')).toBe(false);
  });

  it('sends the target, category and comment, then closes', async () => {
    let sent: unknown;
    fakeApi({
      'POST /reports': (_url, body) => {
        sent = body;
        return {
          status: 201,
          body: { status_code: 201, message: reportsCopy.reported, output: { case_id: 'c', report_id: 'r', updated: false } },
        };
      },
    });
    const { user, onDone } = renderForm({ type: 'message', id: 'direct.a.b', messageTimetokens: ['123'] } as never);
    await user.click(screen.getByRole('radio', { name: new RegExp(reportCategoryCopy.harassment.label) }));
    await user.type(screen.getByLabelText(reportsCopy.commentLabel), 'Threats');
    await user.click(screen.getByRole('button', { name: reportEntryCopy.reportButton }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual({
      target_type: 'message',
      target_id: 'direct.a.b',
      category: 'harassment',
      comment: 'Threats',
      message_timetokens: ['123'],
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    fakeApi({
      'POST /reports': { status: 422, body: { status_code: 422, error: 'own_content', message: reportsCopy.ownContent } },
    });
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('radio', { name: new RegExp(reportCategoryCopy.other.label) }));
    await user.click(screen.getByRole('button', { name: reportEntryCopy.reportButton }));
    expect(await screen.findByText(reportsCopy.ownContent)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
