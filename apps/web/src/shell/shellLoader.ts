import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoginPromptUrl } from '../api/returnPath';
import { sessionStore } from '../api/session';
import { homePath, requireSession } from '../features/auth/guards';
import { socialFeedQuery } from '../api/socialFeed';
import { notificationTypesQuery } from '../features/notifications/notificationQueries';

export type ShellLoaderData = { view: 'login-prompt' } | { view: 'two-factor' } | { view: 'shell' };

/** Guards the shell and preloads what it shows first (§2); a logged-out `/?login=show` gets the prompt. */
export function createShellLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<ShellLoaderData> => {
    if (!sessionStore.get() && isLoginPromptUrl(new URL(request.url))) return { view: 'login-prompt' };
    const session = requireSession();
    // Until its code is verified the session reaches nothing but the two-factor calls and notification types.
    if (session.has_two_fa) {
      await queryClient.ensureQueryData({ ...notificationTypesQuery, retry: false });
      return { view: 'two-factor' };
    }
    // A deactivated account only reaches its own page until it is reactivated.
    if (session.deactivated) throw redirect('/account-deactivated');
    // A failed preload goes straight to the error page (§8) rather than retrying behind a blank screen.
    await Promise.all([
      queryClient.ensureQueryData({ ...socialFeedQuery, retry: false }),
      queryClient.ensureQueryData({ ...notificationTypesQuery, retry: false }),
    ]);
    return { view: 'shell' };
  };
}

/** The shell's index goes to the newsfeed, except where the login prompt is showing. */
export function shellIndexLoader({ request }: LoaderFunctionArgs): Response | null {
  if (!sessionStore.get() && isLoginPromptUrl(new URL(request.url))) return null;
  return redirect(homePath);
}
