import { Check, MailCheck } from 'lucide-react';
import { useState, type ElementType } from 'react';
import { toast } from '../../ui/toast';
import { limits, twoFactorCodeSchema, type AuthSession, authMessages } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { useLogout } from '../auth/useLogout';
import { CodeInputs } from './CodeInputs';
import { emptyCode } from './codeDigits';
import { useVerifyCode } from './useVerifyCode';

interface TwoFactorPanelProps {
  session: AuthSession;
  codeMail: { send: () => void; sending: boolean; sent: boolean; notice?: string | undefined };
  /** The heading element: the dialog's title in the modal, an h1 on the full-screen page. */
  Title: ElementType;
}

/** The content of the two-factor step (§2): the code boxes, Verify, resend and 'Logout for now'. */
export function TwoFactorPanel({ session, codeMail, Title }: TwoFactorPanelProps) {
  const [digits, setDigits] = useState(emptyCode);
  const verify = useVerifyCode(session.user_id);
  const logout = useLogout();
  const submit = () => {
    const code = twoFactorCodeSchema.safeParse(digits.join(''));
    if (!code.success) return void toast.error(authMessages.invalidCode);
    verify.mutate(code.data);
  };
  return (
    <form
      noValidate
      className="flex flex-col items-center text-center"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <MailCheck size={24} aria-hidden />
      </span>
      <Title className="mt-4 text-xl font-semibold">{authMessages.twoFactorTitle}</Title>
      <p className="mt-2 text-sm text-fg-muted">
        We sent a {limits.twoFactorCodeLength}-digit code to the email address of your account. It works for{' '}
        {limits.twoFactorCodeTtlMinutes} minutes.
      </p>
      <div className="mt-6">
        <CodeInputs digits={digits} onChange={setDigits} disabled={verify.isPending} />
      </div>
      <Button type="submit" className="mt-6 w-full" loading={verify.isPending}>
        {authMessages.verify}
      </Button>
      <div className="mt-4 flex min-h-11 items-center gap-2 text-sm">
        <button
          type="button"
          onClick={codeMail.send}
          disabled={codeMail.sending}
          className="font-medium text-link hover:underline disabled:cursor-not-allowed disabled:opacity-50"
        >
          {authMessages.resendVerificationCode}
        </button>
        {codeMail.sent && (
          <span role="status" className="flex items-center gap-1 text-success">
            <Check size={16} aria-hidden /> Sent
          </span>
        )}
      </div>
      {codeMail.notice && (
        <p role="status" className="mt-1 text-sm text-fg-muted">
          {codeMail.notice}
        </p>
      )}
      <Button variant="ghost" className="mt-2 text-fg-muted" onClick={() => void logout()}>
        {authMessages.logoutForNow}
      </Button>
    </form>
  );
}
