import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const instanceKey = ['instance'] as const;

/** The instance's public settings: the about page and the sign-up form read them. */
export const instanceQuery = queryOptions({
  queryKey: instanceKey,
  queryFn: ({ signal }) => outputOf(api.GET('/instance', { signal })),
});
