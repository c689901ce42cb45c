import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages, type RelationChange } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { apiRequest } from '../../api/http';
import type { GraphCall } from './graphActions';

/** Everything a graph change can alter: lists of people, friends, requests, counts and notifications. */
const graphQueryKeys = [['people'], ['friends'], ['friend-requests'], ['friend-suggestions'], ['social-feed'], ['notifications']];

/** Runs a graph call, toasts the server's answer and refreshes what it changed. */
export function useGraphAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: GraphCall) => apiRequest<RelationChange>(path, { method, body }),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : messages.genericError),
    onSettled: () => Promise.all(graphQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
