import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';
import { welcomeKeys } from './welcomeQueries';

/** Closes the welcome for good on the server; the card leaves with the answer. */
export function useDismissWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => outputOf(api.POST('/welcome/dismiss')),
    onSuccess: (welcome) => queryClient.setQueryData(welcomeKeys.all, welcome),
  });
}
