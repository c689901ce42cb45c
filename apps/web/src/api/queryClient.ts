import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';
import { createMutationCache } from './mutationFailures';
import { sessionStore } from './session';

/** A client error will not fix itself on retry; a network or server hiccup might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      // Every query reads a member's data: without a session none runs, so the page left behind by
      // a logout does not ask again, anonymously, while the login page loads.
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false, enabled: () => sessionStore.get() !== null },
      mutations: { retry: false },
    },
  });
}

/**
 * The one place where one member's answers are kept from the next: whenever the session's member
 * changes (login, logout, a rejected or expired token, a login in another tab) the whole cache goes.
 * Answers the unsubscribe.
 */
export function clearOnMemberChange(queryClient: QueryClient): () => void {
  let memberId = sessionStore.get()?.user_id ?? null;
  return sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user_id ?? null;
    if (next === memberId) return;
    memberId = next;
    queryClient.clear();
  });
}

export const queryClient = createQueryClient();
