import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resendVerificationSchema, authCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useResendVerificationEmail } from './useResendVerificationEmail';

/** Sends a new verification link; asks for the address when it is not known yet. */
export function ResendVerificationEmail({ email }: { email?: string }) {
  const form = useForm({ resolver: zodResolver(resendVerificationSchema), defaultValues: { email: email ?? '' } });
  const resend = useResendVerificationEmail();
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
