import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages, type ApiSuccess } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { apiRequest } from '../../api/http';

/** POSTs a settings change and answers the whole envelope, whose message the toast shows. */
export const postSetting = <Output>(path: string, body: unknown = {}) => apiRequest<Output>(path, { method: 'POST', body });

/** The toast of a refused change: the first field message, else the server's message. */
export function settingsFailureMessage(error: unknown): string {
  if (!isApiError(error)) return messages.genericError;
  return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
}

/** A settings change: the server's message as a toast, then the account details are fetched again. */
export function useSettingsAction<Input, Output = unknown>(
  send: (input: Input) => Promise<ApiSuccess<Output>>,
  onDone?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      onDone?.(envelope.output);
      await queryClient.invalidateQueries({ queryKey: ['account-details'] });
    },
    onError: (error) => toast.error(settingsFailureMessage(error)),
  });
}
