import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

const searchKeys = {
  all: ['search'] as const,
  posts: (q: string) => [...searchKeys.all, 'posts', q] as const,
  hashtags: (q: string, limit: number) => [...searchKeys.all, 'hashtags', q, limit] as const,
  tagged: (tag: string) => [...searchKeys.all, 'tagged', tag] as const,
};

/** How many people and hashtags the header's suggestions show. */
export const suggestionsMax = 5;

export const postSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.posts(q),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/search/posts', { params: { query: { q, cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: q !== '',
  });

export const hashtagSearchQuery = (q: string, limit = 20) =>
  queryOptions({
    queryKey: searchKeys.hashtags(q, limit),
    queryFn: ({ signal }) => outputOf(api.GET('/search/hashtags', { params: { query: { q, limit } }, signal })),
    enabled: q.replace(/^#/, '') !== '',
  });

export const hashtagPostsQuery = (tag: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.tagged(tag),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/hashtags/{tag}/posts', { params: { path: { tag }, query: { cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
