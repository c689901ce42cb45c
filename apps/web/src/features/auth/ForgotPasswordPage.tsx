import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, authMessages } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { loginPath } from './guards';
import { useForgotPassword } from './useForgotPassword';

export function ForgotPasswordPage() {
  // Validated on every change so the button can stay disabled while the address is not valid (§5).
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), mode: 'onChange', defaultValues: { email: '' } });
  const send = useForgotPassword();
  const { errors, isValid } = form.formState;
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<TextLink to={loginPath}>{authMessages.backToLogin}</TextLink>}
    >
      <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="flex flex-col gap-5">
        <TextField label="Email address" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" disabled={!isValid} loading={send.isPending}>
          {authMessages.sendResetLink}
        </Button>
      </form>
    </AuthCard>
  );
}
