import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { loginPath } from './guards';
import { hasFieldErrors } from './responses';

/**
 * A refused password shows under its field and a refused link in the page's alert, each with its
 * precise message: only another failure toasts.
 */
function resetFailureMessage(error: unknown): string | null {
  if (hasFieldErrors(error, ['password']) || (isApiError(error) && error.status === 400)) return null;
  return messages.somethingWentWrong;
}

/** Sets a new password with the mailed link's token, then goes to the login page. */
export function useResetPassword(token: string | null) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => envelopeOf(api.POST('/reset-password', { body: { token: token ?? '', password } })),
    onSuccess: () => {
      toast.success(authMessages.passwordResetSuccessful);
      void navigate(loginPath, { replace: true });
    },
    meta: { failureMessage: resetFailureMessage },
  });
}
