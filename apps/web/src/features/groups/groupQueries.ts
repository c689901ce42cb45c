import type { Group } from '@meshwork/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const groupKeys = { all: ['groups'] as const };

/** The member's group conversations, newest first. */
export const groupsQuery = queryOptions({
  queryKey: groupKeys.all,
  queryFn: ({ signal }) => outputOf(api.GET('/groups', { signal })),
});

/** A group change (members, name, image): the lists show the answer at once. */
export function useGroupChange<Input>(change: (input: Input) => Promise<Group | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
