import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { authCopy, limits, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';

/**
 * Why no new code was mailed when the server says to wait (429 with `Retry-After`): a code already
 * mailed still works, or too many went out this hour; either way, when to ask again.
 */
function waitNotice(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 429 || error.retryAfterSeconds === undefined) return undefined;
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  if (error.error === 'code_already_sent') return authCopy.codeAlreadySent(minutes);
  if (error.error === 'too_many_codes') return authCopy.noNewCodeYet(minutes);
  return undefined;
}

/** No toast when the server says when to ask again: the notice says it. */
const codeMailFailureMessage = (error: unknown) => (waitNotice(error) ? null : authMessages.emailUnableToSend);

/**
 * Asks the server to mail a two-factor code. `sent` shows for 4 s after each success (§4, §9);
 * `notice` says when to ask again after a refusal to mail one, which is no failure of the login;
 * `sending` disables the resend link while the request runs.
 */
export function useCodeMail(userId: string) {
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: () => envelopeOf(api.POST('/auth/2fa/resend', { body: { user_id: userId } })),
    onSuccess: () => {
      toast.success(authMessages.verificationCodeSent);
      setNotice(undefined);
      setSent(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSent(false), limits.emailSentFlagMs);
    },
    onError: (error) => {
      const wait = waitNotice(error);
      if (!wait) return;
      clearTimeout(timer.current);
      setSent(false);
      setNotice(wait);
    },
    meta: { failureMessage: codeMailFailureMessage },
  });
  return { send: () => mutation.mutate(), sending: mutation.isPending, sent, notice };
}
