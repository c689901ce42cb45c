import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { resetPasswordFormSchema, authCopy, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { PasswordField } from '../../ui/PasswordField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { loginPath } from './guards';
import { applyFieldErrors } from './responses';
import { useResetPassword } from './useResetPassword';

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  // Validated on every change so the button stays disabled while the form is invalid.
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), mode: 'onChange', defaultValues: { password: '', confirm: '' } });
  const reset = useResetPassword(token);
  const linkRefused = isApiError(reset.error) && reset.error.status === 400;
  const { errors, isValid } = form.formState;
  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you do not use anywhere else. Once it is saved, every device logged in to your account is logged out."
      footer={<TextLink to={loginPath}>{authMessages.backToLogin}</TextLink>}
    >
      <form
        onSubmit={form.handleSubmit((values) =>
          // A refused password (a common one) is explained under its field as well.
          reset.mutate(values.password, { onError: (error) => applyFieldErrors(error, ['password'], form.setError) }),
        )}
        noValidate
        className="flex flex-col gap-5"
      >
        {(!token || linkRefused) && (
          <InlineAlert tone="error">
            {token ? `${authCopy.invalidResetLink}.` : 'This reset link is incomplete.'}{' '}
            <TextLink to="/forgot-password">Ask for a new link</TextLink>.
          </InlineAlert>
        )}
        <PasswordField
          label={authCopy.newPassword}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={authCopy.repeatPassword}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" disabled={!token || !isValid} loading={reset.isPending}>
          {authMessages.resetPassword}
        </Button>
      </form>
    </AuthCard>
  );
}
