import { queryOptions } from '@tanstack/react-query';
import { api, envelopeOf, outputOf } from '../../api/client';
import { useListChange } from './useListChange';

const sessionsKeys = {
  all: ['sessions'] as const,
};

export const sessionsQuery = queryOptions({
  queryKey: sessionsKeys.all,
  queryFn: () => outputOf(api.GET('/sessions')),
});

export const useEndSession = () =>
  useListChange(sessionsKeys.all, (sessionId: string) => envelopeOf(api.DELETE('/sessions/{id}', { params: { path: { id: sessionId } } })));

export const useEndOtherSessions = () => useListChange(sessionsKeys.all, () => envelopeOf(api.POST('/sessions/end-others')));
