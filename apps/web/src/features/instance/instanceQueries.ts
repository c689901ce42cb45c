import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

const instanceKeys = { public: ['instance'] as const };

/** The instance's public settings: the about page and the sign-up form read them. */
export const instanceQuery = queryOptions({
  // The administrators' settings form refreshes this key after a save.
  queryKey: instanceKeys.public,
  queryFn: ({ signal }) => outputOf(api.GET('/instance', { signal })),
  // Public: visitors read it on the sign-up and about pages, where queries otherwise wait for a session.
  enabled: true,
});
