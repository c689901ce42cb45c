import { MailCheck, MailX } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { authMessages } from '@meshwork/contracts';
import { buttonClasses } from '../../ui/Button';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { loginPath } from './guards';
import { ResendVerificationEmail } from './ResendVerificationEmail';
import type { VerifyResult } from './verifyEmailLoader';

export function VerifyEmailPage() {
  const result = useLoaderData() as VerifyResult;
  if (result.verified) {
    return (
      <AuthCard title="Email verified" description={result.message}>
        <div className="flex flex-col items-start gap-6">
          <MailCheck size={40} aria-hidden className="text-success" />
          <Link to={loginPath} className={buttonClasses('primary', 'md', 'w-full')}>
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="We could not verify your email"
      description={result.message}
      footer={<TextLink to={loginPath}>{authMessages.backToLogin}</TextLink>}
    >
      <div className="flex flex-col gap-4">
        <MailX size={40} aria-hidden className="text-danger" />
        <p className="text-sm text-fg-muted">Links expire after a while. Ask for a new one:</p>
        <ResendVerificationEmail />
      </div>
    </AuthCard>
  );
}
