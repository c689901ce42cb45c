import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema, type AuthSession, type LoginInput } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { LoginCodeStep } from './LoginCodeStep';
import { LoginErrorAlert } from './LoginErrorAlert';
import { useLogin } from './useLogin';

/** The server asks for a mailed code as well (docs/account.md). */
const needsMailedCode = (error: unknown) => isApiError(error) && error.error === 'login_code_required';

/** Login by email or username; used by the login page and the session-expired prompt. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: AuthSession) => void }) {
  const login = useLogin();
  const [codeFor, setCodeFor] = useState<LoginInput | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { login: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: onLoggedIn, onError: (error) => needsMailedCode(error) && setCodeFor(values) }),
  );
  if (codeFor) {
    const startOver = () => {
      setCodeFor(null);
      login.reset();
    };
    return <LoginCodeStep credentials={codeFor} onLoggedIn={onLoggedIn} onStartOver={startOver} />;
  }
  return (
    <div className="flex flex-col gap-5">
      {/* Outside the form: the alert may hold its own resend form. */}
      {login.error && <LoginErrorAlert error={login.error} login={form.getValues('login')} />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField label="Email or username" autoComplete="username" error={errors.login?.message} {...form.register('login')} />
        <div className="flex flex-col gap-2">
          <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
          <TextLink to="/forgot-password" className="self-end text-sm">
            Forgot password?
          </TextLink>
        </div>
        <Button type="submit" loading={login.isPending}>
          Log in
        </Button>
      </form>
    </div>
  );
}
