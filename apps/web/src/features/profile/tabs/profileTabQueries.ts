import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../../api/client';

const profileTabKeys = {
  about: (username: string) => ['profiles', username, 'about'] as const,
  gallery: (username: string) => ['profiles', username, 'gallery'] as const,
  activity: (username: string) => ['profiles', username, 'activity'] as const,
};

export const aboutQuery = (username: string) =>
  queryOptions({
    queryKey: profileTabKeys.about(username),
    queryFn: ({ signal }) => outputOf(api.GET('/profiles/{username}/about', { params: { path: { username } }, signal })),
    retry: false,
  });

export const galleryQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: profileTabKeys.gallery(username),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/profiles/{username}/gallery', { params: { path: { username }, query: { cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry: false,
  });

export const activityQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: profileTabKeys.activity(username),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/profiles/{username}/activity', { params: { path: { username }, query: { cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry: false,
  });
