import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginCodeCopy, messages, twoFactorCodeSchema, type AuthSession, type LoginInput, authCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { InlineAlert } from '../../ui/InlineAlert';
import { useLogin } from './useLogin';

const codeFormSchema = z.object({ code: twoFactorCodeSchema });

interface LoginCodeStepProps {
  /** The login and password the member typed: sent again with the code. */
  credentials: LoginInput;
  onLoggedIn: (session: AuthSession) => void;
  onStartOver: () => void;
}

/**
 * The login's second step after many failed logins of the account, from a browser it does not
 * know: the code the server mailed when the password was right.
 */
export function LoginCodeStep({ credentials, onLoggedIn, onStartOver }: LoginCodeStepProps) {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(({ code }) => login.mutate({ ...credentials, code }, { onSuccess: onLoggedIn }));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <MailCheck size={20} aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold">{loginCodeCopy.title}</h2>
          <p className="mt-1 text-sm text-fg-muted">{authCopy.loginCodeRequired}</p>
        </div>
      </div>
      {login.error && <InlineAlert tone="error">{isApiError(login.error) ? login.error.message : messages.genericError}</InlineAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <CodeField
          label={loginCodeCopy.codeLabel}
          autoComplete="one-time-code"
          autoFocus
          hint={loginCodeCopy.expiry}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" loading={login.isPending}>
          {loginCodeCopy.submit}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {loginCodeCopy.startOver}
        </Button>
      </form>
    </div>
  );
}
