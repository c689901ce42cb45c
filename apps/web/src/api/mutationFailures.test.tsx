// @vitest-environment happy-dom
import '../test/dom';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { AppToaster } from '../ui/AppToaster';
import { api, envelopeOf } from './client';
import type { FailureMessage } from './mutationFailures';
import { createQueryClient } from './queryClient';

const refused = (message: string) => ({ status: 403, body: { status_code: 403, error: 'forbidden', message } });
const saveFavourite = (id: string) => () => envelopeOf(api.PUT('/favourites/{id}', { params: { path: { id } } }));

/**
 * Runs a mutation that the server refuses with `serverMessage`, then one more whose toast, once it
 * shows, proves that every toast asked for before it shows too.
 */
async function failMutation(serverMessage: string, failureMessage?: FailureMessage) {
  fakeApi({ 'PUT /favourites/p1': refused(serverMessage), 'PUT /favourites/last': refused('The last refusal') });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      save: useMutation({ mutationFn: saveFavourite('p1'), meta: { failureMessage } }),
      last: useMutation({ mutationFn: saveFavourite('last') }),
    }),
    { wrapper },
  );
  await act(() => result.current.save.mutateAsync().catch(() => undefined));
  await act(() => result.current.last.mutateAsync().catch(() => undefined));
  await screen.findByText('The last refusal');
}

// Sonner keeps its toasts between tests and shows the open ones to the next test's Toaster.
afterEach(() => void sonnerToast.dismiss());

describe('a failed mutation', () => {
  it("shows the server's message in one toast", async () => {
    await failMutation('This post is not yours to save');
    expect(screen.getAllByText('This post is not yours to save')).toHaveLength(1);
  });

  it('shows the message its failureMessage gives instead', async () => {
    await failMutation('This post is not yours to save', () => 'Saving failed');
    expect(screen.getAllByText('Saving failed')).toHaveLength(1);
    expect(screen.queryByText('This post is not yours to save')).not.toBeInTheDocument();
  });

  it('shows no toast when its failureMessage gives none', async () => {
    await failMutation('This post is not yours to save', () => null);
    expect(screen.queryByText('This post is not yours to save')).not.toBeInTheDocument();
  });
});
