import { MutationCache } from '@tanstack/react-query';
import { messages } from '@meshwork/contracts';
import { toast } from '../ui/toast';
import { isApiError } from './ApiError';

/** The toast a failed mutation shows, or null when the mutation shows its failure itself (field errors, an alert). */
export type FailureMessage = (error: unknown) => string | null;

declare module '@tanstack/react-query' {
  interface Register {
    /** `useMutation({ meta: { failureMessage } })`: how the mutation's failure reads; the server's message by default. */
    mutationMeta: { failureMessage?: FailureMessage };
  }
}

/** What most failures say: the server's message, else a generic one (the network failed). */
const serverMessage: FailureMessage = (error) => (isApiError(error) ? error.message : messages.genericError);

/**
 * Every failed mutation is shown here, once: a mutation's own `onError` only undoes what it changed
 * in advance (an optimistic like), so no failure toasts twice or not at all.
 */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const message = (mutation.meta?.failureMessage ?? serverMessage)(error);
      if (message !== null) toast.error(message);
    },
  });
}
