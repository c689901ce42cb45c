import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { welcomeKeys } from './welcomeQueries';

/**
 * Asks for the welcome's steps again after every change the member makes (a follow, a post, an
 * avatar saved): any of them may complete a step, and the server derives the steps from the data.
 */
export function useWelcomeProgress() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: welcomeKeys.all });
      }),
    [queryClient],
  );
}
