import { useMutation } from '@tanstack/react-query';
import { messages, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';

/** The toast for a failed request (§8): the server's email message, else what fits the failure. */
export function forgotPasswordFailureMessage(error: unknown): string {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 422) return error.firstFieldError('email') ?? authMessages.noValidEmail;
  if (error.status === 404) return authMessages.noValidEmail;
  return messages.somethingWentWrong;
}

/** Mails a link to choose a new password. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => envelopeOf(api.POST('/auth/forgot-password', { body: input })),
    onSuccess: () => toast.success(authMessages.resetEmailSent),
    meta: { failureMessage: forgotPasswordFailureMessage },
  });
}
