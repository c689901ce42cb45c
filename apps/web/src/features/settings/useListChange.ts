import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { settingsFailureMessage } from './useSettingsAction';

/** A change to one of the settings' lists: the server's message as a toast, then the list is fetched again (also after a 404). */
export function useListChange<Input>(queryKey: readonly string[], send: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    meta: { failureMessage: settingsFailureMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
