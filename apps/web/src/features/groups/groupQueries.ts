import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const groupKeys = { all: ['groups'] as const };

/** The member's group conversations, newest first. */
export const groupsQuery = queryOptions({
  queryKey: groupKeys.all,
  queryFn: ({ signal }) => outputOf(api.GET('/groups', { signal })),
});
