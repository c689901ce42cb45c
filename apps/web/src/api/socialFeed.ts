import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl, outputOf } from './client';
import { takePreloadedFeed } from './preloadedFeed';

/** The social feed (the viewer's friends, counts and first feed page): the shell loads it first, several features read it. */
export const socialFeedKeys = {
  all: ['social-feed'] as const,
};

const fetchSocialFeed = () => outputOf(api.GET('/social/social-feed'));

/** The first time, the answer the page asked for before its scripts ran (feed-preload.js), when it is there. */
export const socialFeedQuery = queryOptions({
  queryKey: socialFeedKeys.all,
  queryFn: async () =>
    (await takePreloadedFeed<Awaited<ReturnType<typeof fetchSocialFeed>>>(apiUrl('/social/social-feed'))) ?? fetchSocialFeed(),
});
