import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewInvitation } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { useListDecision } from './instanceAdminQueries';

const invitationsKey = ['admin-invitations'] as const;

/** The invitations, newest first, a page at a time (never their codes). */
export const invitationsQuery = infiniteQueryOptions({
  queryKey: invitationsKey,
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/admin/invitations', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/**
 * Makes an invitation; the answer holds its code, which the page shows once. No toast: the page
 * shows the code and says so itself.
 */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: NewInvitation) => outputOf(api.POST('/admin/invitations', { body: invitation })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** Revokes an invitation; its code stops working at once. */
export const useRevokeInvitation = () =>
  useListDecision(invitationsKey, (id: string) => envelopeOf(api.POST('/admin/invitations/{id}/revoke', { params: { path: { id } } })));
