import { MailCheck, MailX } from 'lucide-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { messages, authCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { buttonClasses } from '../../ui/Button';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { loginPath } from './guards';
import { ResendVerificationEmail } from './ResendVerificationEmail';
import { responseMessage } from './responses';

type VerifyResult = { verified: boolean; message: string };

/** Verifies once per visit: a loader, not an effect, so a re-render never spends the token twice. */
export async function verifyEmailLoader({ request }: LoaderFunctionArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { verified: false, message: authCopy.invalidVerificationLink };
  try {
    const envelope = await envelopeOf(api.POST('/auth/verify-email', { body: { token } }));
    return { verified: true, message: responseMessage(envelope, authCopy.emailVerified) };
  } catch (error) {
    return { verified: false, message: isApiError(error) ? error.message : messages.genericError };
  }
}

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
      footer={<TextLink to={loginPath}>{messages.backToLogin}</TextLink>}
    >
      <div className="flex flex-col gap-4">
        <MailX size={40} aria-hidden className="text-danger" />
        <p className="text-sm text-fg-muted">Links expire after a while. Ask for a new one:</p>
        <ResendVerificationEmail />
      </div>
    </AuthCard>
  );
}
