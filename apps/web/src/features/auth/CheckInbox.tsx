import { MailCheck } from 'lucide-react';
import { authMessages } from '@meshwork/contracts';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { ResendVerificationEmail } from './ResendVerificationEmail';

// The server's own page listing the dev outbox; the JSON behind it lives under the API base.
const devMailboxPage = '/dev/mailbox';

/** After registering: the verification link is on its way. */
export function CheckInbox({ email, note }: { email: string; note?: string }) {
  return (
    <AuthCard
      title="Check your inbox"
      description={
        <>
          We sent a verification link to <strong className="font-semibold text-fg">{email}</strong>. Open it to activate your account, then
          log in.{note && <> {note}</>}
        </>
      }
      footer={<TextLink to="/auth/login">{authMessages.backToLogin}</TextLink>}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-lg border border-line bg-surface p-4 text-sm">
          <MailCheck size={24} aria-hidden className="shrink-0 text-success" />
          <p>
            Running Meshwork on your own machine? Mail stays on the server: read it in the{' '}
            <a href={`${devMailboxPage}?to=${encodeURIComponent(email)}`} className="font-medium text-link underline underline-offset-4">
              dev mailbox
            </a>
            .
          </p>
        </div>
        <p className="text-sm text-fg-muted">No mail after a few minutes? Check your spam folder or send it again.</p>
        <ResendVerificationEmail email={email} />
      </div>
    </AuthCard>
  );
}
