import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import { messages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { accountKeys } from '../account/accountQueries';

/** The toast of a refused change: the first field message, else the server's message. */
export function settingsFailureMessage(error: unknown): string {
  if (!isApiError(error)) return messages.genericError;
  return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
}

/** A settings change (`envelopeOf(api.POST(…))`): the server's message as a toast, then the account details are fetched again. */
export function useSettingsAction<Input, Envelope extends { message?: string }>(
  send: (input: Input) => Promise<Envelope>,
  onDone?: (envelope: Envelope) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      onDone?.(envelope);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { failureMessage: settingsFailureMessage },
  });
}
