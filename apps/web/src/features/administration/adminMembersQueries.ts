import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberFilter, MemberRole } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';

const adminMemberKeys = {
  all: ['admin-members'] as const,
  list: (search: string, filter: MemberFilter | undefined) => [...adminMemberKeys.all, search, filter ?? 'all'] as const,
};

/** The members list of administrators, one page at a time. */
export const adminMembersQuery = (search: string, filter: MemberFilter | undefined) =>
  infiniteQueryOptions({
    queryKey: adminMemberKeys.list(search, filter),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/admin/members', {
          params: { query: { search: search || undefined, filter, cursor: pageParam || undefined } },
          signal,
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** Changes a member's role; its message as a toast, then the list is fetched again. */
export function useChangeRole(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      envelopeOf(api.POST('/admin/members/{id}/role', { params: { path: { id: memberId } }, body: { role } })),
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
    },
  });
}
