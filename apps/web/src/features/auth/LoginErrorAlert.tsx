import { messages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { InlineAlert } from '../../ui/InlineAlert';
import { ResendVerificationEmail } from './ResendVerificationEmail';

/** Why a login failed; an unverified email also gets a way to send the link again. */
export function LoginErrorAlert({ error, login }: { error: unknown; login: string }) {
  if (isApiError(error) && error.error === 'email_not_verified') {
    return (
      <InlineAlert tone="info">
        <p className="mb-3">{error.message}</p>
        <ResendVerificationEmail email={login.includes('@') ? login.trim() : undefined} />
      </InlineAlert>
    );
  }
  return <InlineAlert tone="error">{isApiError(error) ? error.message : messages.genericError}</InlineAlert>;
}
