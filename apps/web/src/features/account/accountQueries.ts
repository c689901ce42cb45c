import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { apiPaths, type AccountDetails } from '@meshwork/contracts';
import { http } from '../../api/http';
import { requireSession } from '../auth/guards';

export const accountDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account-details', userId],
    queryFn: () => http.get<AccountDetails>(apiPaths.accountDetails, { user_id: userId }),
  });

/** The account-deactivated page loads the account details first (§2). */
export function createAccountDeactivatedLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    const session = requireSession();
    // The two-factor step comes first; it opens in the shell.
    if (session.has_two_fa) throw redirect('/');
    await queryClient.ensureQueryData({ ...accountDetailsQuery(session.user_id), retry: false });
    return null;
  };
}
