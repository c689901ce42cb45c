import type { LoaderFunctionArgs } from 'react-router';
import { messages, authCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { responseMessage } from './responses';

export type VerifyResult = { verified: boolean; message: string };

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
