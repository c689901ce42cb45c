import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { api, envelopeOf, outputOf } from '../../api/client';
import { settingsFailureMessage } from './useSettingsAction';

const sessionsKeys = {
  all: ['sessions'] as const,
};

export const sessionsQuery = queryOptions({
  queryKey: sessionsKeys.all,
  queryFn: () => outputOf(api.GET('/sessions')),
});

/** Ending sessions: the server's message as a toast, then the list is fetched again (also after a 404). */
function useSessionAction<Input>(send: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    meta: { failureMessage: settingsFailureMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export const useEndSession = () =>
  useSessionAction((sessionId: string) => envelopeOf(api.DELETE('/sessions/{id}', { params: { path: { id: sessionId } } })));

export const useEndOtherSessions = () => useSessionAction(() => envelopeOf(api.POST('/sessions/end-others')));
