import { useMutation } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { toast } from '../../ui/toast';
import { messages, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, outputOf } from '../../api/client';
import { sessionStore } from '../../api/session';

/** The toast of a refused code: the server's `extra.message` (§8). */
function verifyFailureMessage(error: unknown): string {
  if (isApiError(error) && typeof error.extra?.message === 'string') return error.extra.message;
  if (isApiError(error) && error.status === 422) return authMessages.invalidCode;
  return messages.genericError;
}

/** Sends the code; success stores the full session, clears `has_two_fa` and reloads the shell (§4). */
export function useVerifyCode(userId: string) {
  const revalidator = useRevalidator();
  return useMutation({
    // The passcode travels as a number (§7); the server pads it back to six digits.
    mutationFn: (code: string) => outputOf(api.POST('/auth/2fa/verify', { body: { passcode: Number(code), user_id: userId } })),
    onSuccess: async (session) => {
      sessionStore.set({ ...session, has_two_fa: false });
      toast.success(authMessages.verificationSuccessful);
      await revalidator.revalidate();
    },
    meta: { failureMessage: verifyFailureMessage },
  });
}
