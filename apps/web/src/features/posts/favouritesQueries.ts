import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const favouritesKey = ['favourites'] as const;

export const favouritesQuery = infiniteQueryOptions({
  queryKey: favouritesKey,
  queryFn: ({ pageParam, signal }) => outputOf(api.GET('/favourites', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});
