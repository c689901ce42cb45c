import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

type RequestDirection = 'incoming' | 'outgoing';

export const peopleKeys = {
  all: ['people'] as const,
  search: (searchQuery: string) => [...peopleKeys.all, 'search', searchQuery] as const,
  friendRequests: (direction: RequestDirection) => [...peopleKeys.all, 'friend-requests', direction] as const,
  suggestions: () => [...peopleKeys.all, 'suggestions'] as const,
};

export const peopleQuery = (searchQuery: string) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.search(searchQuery),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/people', { params: { query: { search_query: searchQuery, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const friendRequestsQuery = (direction: RequestDirection) =>
  queryOptions({
    queryKey: peopleKeys.friendRequests(direction),
    queryFn: () => outputOf(api.GET('/friends/requests', { params: { query: { direction } } })),
  });

export const suggestionsQuery = queryOptions({
  queryKey: peopleKeys.suggestions(),
  queryFn: () => outputOf(api.GET('/friends/suggestions')),
});
