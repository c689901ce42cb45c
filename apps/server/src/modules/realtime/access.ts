import type { RealtimeAccess } from '@meshwork/realtime-server';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, friendships } from '../../db/schema/index.js';
import type { SessionStore } from '../auth/sessions.js';

/**
 * The product's answers to the realtime service: a client's `auth` is its session token (a full
 * session only: not one waiting for its two-factor code, not a deactivated account), a member's
 * presence is visible to its friends, and a block closes the pair's direct conversation.
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
    async blockedWith(memberId) {
      const rows = await db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
      return new Set(rows.map((row) => (row.blockerId === memberId ? row.blockedId : row.blockerId)));
    },
  };
}
