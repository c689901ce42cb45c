import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths, type FriendRequest, type Page, type PersonWithRelation, type Suggestion } from '@meshwork/contracts';
import { apiRequest, http } from '../../api/http';

export const peopleQuery = (searchQuery: string) =>
  infiniteQueryOptions({
    queryKey: ['people', searchQuery],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<Page<PersonWithRelation>>(apiPaths.people, {
          query: { search_query: searchQuery, cursor: pageParam || undefined },
          signal,
        })
      ).output,
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const friendRequestsQuery = (direction: 'incoming' | 'outgoing') =>
  queryOptions({
    queryKey: ['friend-requests', direction],
    queryFn: () => http.get<Page<FriendRequest>>(apiPaths.friendRequests, { direction }),
  });

export const suggestionsQuery = queryOptions({
  queryKey: ['friend-suggestions'],
  queryFn: () => http.get<{ items: Suggestion[] }>(apiPaths.friendSuggestions),
});
