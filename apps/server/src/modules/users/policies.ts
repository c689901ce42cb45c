import { serverMessages } from '@meshwork/contracts';
import { forbidden } from '../../http/errors.js';
import type { ResolvedSession } from '../auth/sessions.js';

/** A member changes and reads only their own account: any other member id answers 403. */
export function assertOwnAccount(session: ResolvedSession, memberId: string): string {
  if (session.memberId !== memberId) throw forbidden('forbidden', serverMessages.forbidden);
  return memberId;
}
