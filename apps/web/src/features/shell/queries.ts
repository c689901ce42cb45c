import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

/** The shell's query keys: the feed payload and the notification types it preloads. */
export const shellKeys = {
  socialFeed: () => ['social-feed'] as const,
  notificationTypes: () => ['notification-types'] as const,
};

export const socialFeedQuery = queryOptions({
  queryKey: shellKeys.socialFeed(),
  queryFn: () => outputOf(api.GET('/social/social-feed')),
});

export const notificationTypesQuery = queryOptions({
  queryKey: shellKeys.notificationTypes(),
  queryFn: () => outputOf(api.GET('/notifications/types')),
  staleTime: Infinity,
});
