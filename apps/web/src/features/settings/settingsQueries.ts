import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CategoryKind } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';
import { sessionStore } from '../../api/session';
import { requireSession } from '../auth/guards';
import { accountDetailsQuery } from '../account/accountQueries';

const settingsKeys = {
  categories: (kind: CategoryKind) => ['categories', kind] as const,
  creatorStatus: ['creator-status'] as const,
};

/** Whether the member is a creator or has asked to become one (a request administrators decide). */
export const creatorStatusQuery = queryOptions({
  queryKey: settingsKeys.creatorStatus,
  queryFn: ({ signal }) => outputOf(api.GET('/user/creator-upgrade', { signal })),
});

export const categoriesQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: settingsKeys.categories(kind),
    queryFn: () => outputOf(api.GET('/user/{kind}/categories', { params: { path: { kind } } })),
    staleTime: Infinity,
  });

/**
 * The settings page shows the member's own account details, loaded before it opens. The session's
 * copy of the sensitive-media preference follows them: another device may have changed it since login.
 */
export function createSettingsLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    const details = await queryClient.ensureQueryData({ ...accountDetailsQuery(requireSession().user_id), retry: false });
    sessionStore.update({ always_show_sensitive: details.always_show_sensitive });
    return null;
  };
}
