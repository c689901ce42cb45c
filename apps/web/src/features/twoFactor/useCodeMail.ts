import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { limits, messages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';

/** The toast of a code that could not be mailed: the server's reason when it ended the login, else §8's. */
function codeMailFailureMessage(error: unknown): string {
  return isApiError(error) && error.error === 'two_factor_locked' ? error.message : messages.emailUnableToSend;
}

/**
 * Asks the server to mail a two-factor code. `sent` shows for 4 s after each success (§4, §9);
 * `sending` disables the resend link while the request runs.
 */
export function useCodeMail(userId: string) {
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: () => envelopeOf(api.POST('/auth/2fa/resend', { body: { user_id: userId } })),
    onSuccess: () => {
      toast.success(messages.verificationCodeSent);
      setSent(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSent(false), limits.emailSentFlagMs);
    },
    onError: (error) => toast.error(codeMailFailureMessage(error)),
  });
  return { send: () => mutation.mutate(), sending: mutation.isPending, sent };
}
