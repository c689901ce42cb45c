import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { limits } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (unreadOnly: boolean) => [...notificationKeys.lists(), unreadOnly] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  // Apart from `all`: the types never change, so a new notification need not ask for them again.
  types: () => ['notification-types'] as const,
};

/** The bell's count: refetched when a notification arrives live, and every 30 s in case the live channel is down. */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: () => outputOf(api.GET('/notifications/unread-count')),
  refetchInterval: limits.unreadCountPollMs,
});

export const notificationsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/notifications', { params: { query: { unread: unreadOnly ? 'true' : 'false', cursor: pageParam || undefined } }, signal }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences(),
  queryFn: () => outputOf(api.GET('/notifications/preferences')),
});

/** Every type of notification, for the preferences card; the shell preloads it. */
export const notificationTypesQuery = queryOptions({
  queryKey: notificationKeys.types(),
  queryFn: () => outputOf(api.GET('/notifications/types')),
  staleTime: Infinity,
});
