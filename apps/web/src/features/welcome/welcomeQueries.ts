import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export const welcomeKeys = {
  all: ['welcome'] as const,
};

/** Whether the newsfeed shows the welcome, its steps and whom to meet first (docs/welcome.md). */
export const welcomeQuery = queryOptions({
  queryKey: welcomeKeys.all,
  queryFn: () => outputOf(api.GET('/welcome')),
});
