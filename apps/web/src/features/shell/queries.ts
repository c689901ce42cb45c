import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl, outputOf } from '../../api/client';
import { takePreloadedFeed } from '../../api/preloadedFeed';

/** The shell's query keys: the feed payload and the notification types it preloads. */
export const shellKeys = {
  socialFeed: () => ['social-feed'] as const,
  notificationTypes: () => ['notification-types'] as const,
};

const fetchSocialFeed = () => outputOf(api.GET('/social/social-feed'));

/** The first time, the answer the page asked for before its scripts ran (feed-preload.js), when it is there. */
export const socialFeedQuery = queryOptions({
  queryKey: shellKeys.socialFeed(),
  queryFn: async () =>
    (await takePreloadedFeed<Awaited<ReturnType<typeof fetchSocialFeed>>>(apiUrl('/social/social-feed'))) ?? fetchSocialFeed(),
});

export const notificationTypesQuery = queryOptions({
  queryKey: shellKeys.notificationTypes(),
  queryFn: () => outputOf(api.GET('/notifications/types')),
  staleTime: Infinity,
});
