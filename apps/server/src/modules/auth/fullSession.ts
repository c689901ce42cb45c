import type { SessionResolver } from '../../plugins/auth.js';

/**
 * The member a token speaks for outside the product's routes (the realtime service's `auth`): a
 * full session only, neither one waiting for its two-factor code nor a deactivated account's.
 */
export async function memberOfFullSession(sessions: SessionResolver, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const found = await sessions.lookup(token);
  if (found.kind !== 'valid' || found.session.pendingTwoFa || found.session.deactivated || found.session.suspended) return null;
  return found.session.memberId;
}
