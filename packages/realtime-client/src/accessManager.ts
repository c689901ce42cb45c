import { realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { RealtimeServiceError } from './errors.js';

const reasonOf = (body: unknown): string => {
  const answer = (body ?? {}) as { message?: string; error?: { message?: string } };
  return answer.error?.message ?? answer.message ?? '';
};

/**
 * Asks for an access token. The service runs with token grants disabled, so this answers
 * 'Grant Token error: PAM module disabled' (access follows the member's session instead).
 */
export async function grantToken(
  connection: RealtimeConnection,
  request: { ttl: number; permissions: Record<string, unknown> },
): Promise<string> {
  requireSubscribeKey(connection);
  try {
    const answer = await callService<{ data: { token: string } }>(connection, {
      method: 'POST',
      path: `/v3/pam/${connection.subscribeKey}/grant`,
      body: { ttl: request.ttl, permissions: request.permissions },
      withAuth: false,
    });
    return answer.data.token;
  } catch (error) {
    if (error instanceof RealtimeServiceError)
      throw new RealtimeServiceError(error.status, error.body, `${realtimeMessages.grantTokenError}${reasonOf(error.body)}`);
    throw error;
  }
}
