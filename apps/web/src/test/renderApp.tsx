import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { setSessionEndHandlers } from '../api/sessionRules';
import { clearOnMemberChange, createQueryClient } from '../api/queryClient';
import { loginPromptPath } from '../api/returnPath';
import { sessionStore } from '../api/session';
import { createRoutes } from '../router';
import { AppToaster } from '../ui/AppToaster';
import type { AuthSession } from '@meshwork/contracts';

/** The whole app on a memory router at `path`, wired like main.tsx does it. */
export function renderApp(path: string, session: AuthSession | null = null) {
  if (session) sessionStore.set(session);
  else sessionStore.clear();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  setSessionEndHandlers({
    onExpired: () => void router.navigate(loginPromptPath, { replace: true }),
    onRejected: () => void router.navigate('/auth/login', { replace: true }),
  });
  onTestFinished(clearOnMemberChange(queryClient));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
