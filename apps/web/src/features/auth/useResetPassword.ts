import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { loginPath } from './guards';

/** Sets a new password with the mailed link's token, then goes to the login page. */
export function useResetPassword(token: string | null) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => envelopeOf(api.POST('/reset-password', { body: { token: token ?? '', password } })),
    onSuccess: () => {
      toast.success(messages.passwordResetSuccessful);
      void navigate(loginPath, { replace: true });
    },
    meta: { failureMessage: () => messages.somethingWentWrong },
  });
}
