import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import { messages, resendVerificationSchema, authCopy } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { responseMessage } from './responses';

/** Sends a new verification link; asks for the address when it is not known yet. */
export function ResendVerificationEmail({ email }: { email?: string }) {
  const form = useForm({ resolver: zodResolver(resendVerificationSchema), defaultValues: { email: email ?? '' } });
  const resend = useMutation({
    mutationFn: (input: { email: string }) => envelopeOf(api.POST('/auth/resend-verification-email', { body: input })),
    onSuccess: (envelope) => toast.success(responseMessage(envelope, authCopy.verificationEmailResent)),
    onError: () => toast.error(messages.emailUnableToSend),
  });
  const onSubmit = form.handleSubmit((values) => resend.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {!email && (
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
      )}
      <Button type="submit" variant="secondary" loading={resend.isPending}>
        {authCopy.resendVerificationEmail}
      </Button>
    </form>
  );
}
