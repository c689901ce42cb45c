import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPaths, type Friend, type Page } from '@meshwork/contracts';
import { apiRequest } from '../../api/http';

/**
 * The member's friends matching a search text, page by page. Each text has its own cache entry,
 * so a slow answer for an older text can never replace the list of the newer one.
 */
export const friendsSearchQuery = (searchQuery: string) =>
  infiniteQueryOptions({
    queryKey: ['friends', 'search', searchQuery],
    queryFn: async ({ pageParam, signal }) =>
      (await apiRequest<Page<Friend>>(apiPaths.friends, { query: { search_query: searchQuery, cursor: pageParam || undefined }, signal }))
        .output,
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // Clearing the search asks the server again (§2) rather than showing what it said before.
    staleTime: 0,
  });
