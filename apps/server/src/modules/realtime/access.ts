import type { RealtimeAccess } from '@meshwork/realtime-server';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { friendships } from '../../db/schema/index.js';
import type { SessionStore } from '../auth/sessions.js';

/**
 * The product's answers to the realtime service: a client's `auth` is its session token (a full
 * session only: not one waiting for its two-factor code, not a deactivated account), and a
 * member's presence is visible to its friends.
 */
export function realtimeAccess(sessions: SessionStore, db: Db): RealtimeAccess {
  return {
    async memberOfAuth(auth) {
      if (!auth) return null;
      const found = await sessions.lookup(auth);
      if (found.kind !== 'valid' || found.session.pendingTwoFa || found.session.deactivated) return null;
      return found.session.memberId;
    },
    async presenceVisibleTo(viewerId) {
      const rows = await db
        .select({ requesterId: friendships.requesterId, addresseeId: friendships.addresseeId })
        .from(friendships)
        .where(and(eq(friendships.status, 'accepted'), or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId))));
      return new Set(rows.map((row) => (row.requesterId === viewerId ? row.addresseeId : row.requesterId)));
    },
  };
}
