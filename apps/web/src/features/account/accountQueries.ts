import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { api, outputOf } from '../../api/client';
import { requireSession } from '../auth/guards';

export const accountKeys = {
  all: ['account-details'] as const,
  details: (userId: string) => [...accountKeys.all, userId] as const,
};

export const accountDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.details(userId),
    queryFn: () => outputOf(api.GET('/user/account-details', { params: { query: { user_id: userId } } })),
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
