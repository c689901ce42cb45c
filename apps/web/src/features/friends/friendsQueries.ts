import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const friendsKeys = {
  all: ['friends'] as const,
  list: (searchQuery: string) => [...friendsKeys.all, 'search', searchQuery] as const,
};

/**
 * The member's friends matching a search text, page by page. Each text has its own cache entry,
 * so a slow answer for an older text can never replace the list of the newer one.
 */
export const friendsSearchQuery = (searchQuery: string) =>
  infiniteQueryOptions({
    queryKey: friendsKeys.list(searchQuery),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/friends', { params: { query: { search_query: searchQuery, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // Clearing the search asks the server again (§2) rather than showing what it said before.
    staleTime: 0,
  });
