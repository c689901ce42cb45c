import { useMutation } from '@tanstack/react-query';
import { authCopy, authMessages } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { responseMessage } from './responses';

/** Mails a new verification link. */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: (input: { email: string }) => envelopeOf(api.POST('/auth/resend-verification-email', { body: input })),
    onSuccess: (envelope) => toast.success(responseMessage(envelope, authCopy.verificationEmailResent)),
    meta: { failureMessage: () => authMessages.emailUnableToSend },
  });
}
