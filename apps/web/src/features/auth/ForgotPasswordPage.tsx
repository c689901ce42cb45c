import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import { forgotPasswordSchema, messages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { loginPath } from './guards';

/** The toast for a failed request (§8): the server's email message, else what fits the failure. */
export function forgotPasswordFailureMessage(error: unknown): string {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 422) return error.firstFieldError('email') ?? messages.noValidEmail;
  if (error.status === 404) return messages.noValidEmail;
  return messages.somethingWentWrong;
}

export function ForgotPasswordPage() {
  // Validated on every change so the button can stay disabled while the address is not valid (§5).
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), mode: 'onChange', defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: (input: { email: string }) => envelopeOf(api.POST('/auth/forgot-password', { body: input })),
    onSuccess: () => toast.success(messages.resetEmailSent),
    onError: (error) => toast.error(forgotPasswordFailureMessage(error)),
  });
  const { errors, isValid } = form.formState;
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<TextLink to={loginPath}>{messages.backToLogin}</TextLink>}
    >
      <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="flex flex-col gap-5">
        <TextField label="Email address" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" disabled={!isValid} loading={send.isPending}>
          {messages.sendResetLink}
        </Button>
      </form>
    </AuthCard>
  );
}
