import { useMutation } from '@tanstack/react-query';
import type { AuthSession, LoginInput } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';
import { sessionStore } from '../../api/session';
import { suspendedPath } from '../../paths/moderationPaths';

/** Logs in and stores the session; the caller decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => outputOf(api.POST('/auth/login', { body: input })),
    onSuccess: (session) => sessionStore.set(session),
    // The login form shows why, above the form (LoginErrorAlert, LoginCodeStep).
    meta: { failureMessage: () => null },
  });
}

/** Where a fresh session goes first: a deactivated or suspended account only reaches its own page. */
export function landingPathFor(session: AuthSession, destination: string): string {
  if (session.suspended) return suspendedPath;
  return session.deactivated ? '/account-deactivated' : destination;
}
