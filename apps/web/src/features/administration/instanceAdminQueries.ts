import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstanceSettings } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';

const adminInstanceKey = ['admin-instance'] as const;
const signUpsKey = ['admin-sign-ups'] as const;
const creatorRequestsKey = ['admin-creator-requests'] as const;
/** The public view's key (`instanceQuery`), not imported: the staff area stays apart from the sign-up page's chunk. */
const publicInstanceKey = ['instance'] as const;

/** Every setting of the instance, for the administrators' settings form. */
export const adminInstanceQuery = queryOptions({
  queryKey: adminInstanceKey,
  queryFn: ({ signal }) => outputOf(api.GET('/admin/instance', { signal })),
});

/** Saves the settings; the public view (about page, sign-up form) is fetched again. */
export function useSaveInstanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: InstanceSettings) => envelopeOf(api.PATCH('/admin/instance', { body: settings })),
    onSuccess: async ({ output, message }) => {
      if (message) toast.success(message);
      queryClient.setQueryData(adminInstanceKey, output);
      await queryClient.invalidateQueries({ queryKey: publicInstanceKey });
    },
  });
}

/** The sign-ups awaiting approval, oldest first, a page at a time. */
export const signUpsQuery = infiniteQueryOptions({
  queryKey: signUpsKey,
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/admin/sign-ups', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/** A change to one item of a list: its message as a toast, then the list is fetched again. */
export function useListDecision<Input>(listKey: readonly string[], send: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Approves or rejects a sign-up. */
export const useDecideSignUp = () =>
  useListDecision(signUpsKey, ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    envelopeOf(api.POST('/admin/sign-ups/{id}/{decision}', { params: { path: { id, decision } } })),
  );

/** The pending creator requests, oldest first, a page at a time. */
export const creatorRequestsQuery = infiniteQueryOptions({
  queryKey: creatorRequestsKey,
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/admin/creator-requests', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/** Approves or declines a creator request. */
export const useDecideCreatorRequest = () =>
  useListDecision(creatorRequestsKey, ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
    envelopeOf(api.POST('/admin/creator-requests/{id}/{decision}', { params: { path: { id, decision } } })),
  );
