import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths, limits, type Notification, type NotificationPreference, type Page, type UnreadCount } from '@meshwork/contracts';
import { apiRequest, http } from '../../api/http';

/** The bell's count: refetched when a notification arrives live, and every 30 s in case the live channel is down. */
export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () => http.get<UnreadCount>(apiPaths.notificationsUnreadCount),
  refetchInterval: limits.unreadCountPollMs,
});

export const notificationsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list', unreadOnly],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<Page<Notification>>(apiPaths.notifications, {
          query: { unread: unreadOnly, cursor: pageParam || undefined },
          signal,
        })
      ).output,
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: () => http.get<NotificationPreference[]>(apiPaths.notificationPreferences),
});
