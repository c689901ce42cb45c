import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { categoriesPath, type CategoryKind } from '@meshwork/contracts';
import { http } from '../../api/http';
import { requireSession } from '../auth/guards';
import { accountDetailsQuery } from '../account/accountQueries';

export const categoriesQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: ['categories', kind],
    queryFn: () => http.get<Array<{ id: string; name: string }>>(categoriesPath(kind)),
    staleTime: Infinity,
  });

/** The settings page shows the member's own account details, loaded before it opens. */
export function createSettingsLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    await queryClient.ensureQueryData({ ...accountDetailsQuery(requireSession().user_id), retry: false });
    return null;
  };
}
