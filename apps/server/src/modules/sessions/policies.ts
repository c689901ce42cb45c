import { sessionsCopy } from '@meshwork/contracts';
import type { Policy } from '../../http/authorize.js';
import { notFound } from '../../http/errors.js';
import type { SessionStore } from '../auth/index.js';

/** Who may do what to a session. */
export function sessionPolicies(sessions: Pick<SessionStore, 'ownerOf'>) {
  return {
    /** A member ends only their own sessions; another member's answers like one that does not exist, so ids cannot be probed. */
    end: {
      may: async (viewerId, sessionId) => (await sessions.ownerOf(sessionId)) === viewerId,
      refusal: () => notFound('session_not_found', sessionsCopy.sessionNotFound),
    } satisfies Policy<string>,
  };
}

export type SessionPolicies = ReturnType<typeof sessionPolicies>;
