import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type NotificationType, type SocialFeed } from '@meshwork/contracts';
import { http } from '../../api/http';

export const socialFeedQuery = queryOptions({
  queryKey: ['social-feed'],
  queryFn: () => http.get<SocialFeed>(apiPaths.socialFeed),
});

export const notificationTypesQuery = queryOptions({
  queryKey: ['notification-types'],
  queryFn: () => http.get<NotificationType[]>(apiPaths.notificationTypes),
  staleTime: Infinity,
});
