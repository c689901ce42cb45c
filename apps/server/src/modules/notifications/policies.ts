import { errorsCopy } from '@meshwork/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import type { Policy } from '../../http/authorize.js';
import { notFound } from '../../http/errors.js';
import { notLeaving } from '../users/index.js';

/** Who may do what to a notification. */
export function notificationPolicies(db: Db) {
  return {
    /** A member reads and marks only their own notifications; another member's answers 404, like one that does not exist. */
    read: {
      may: async (viewerId, notificationId) => {
        const [row] = await db
          .select({ recipientId: notifications.recipientId })
          .from(notifications)
          .where(eq(notifications.id, notificationId));
        return row?.recipientId === viewerId;
      },
      refusal: () => notFound('notification_not_found', errorsCopy.notFound),
    } satisfies Policy<string>,
  };
}

export type NotificationPolicies = ReturnType<typeof notificationPolicies>;

/**
 * The SQL form for lists: the notifications a member sees are their own, from actors not awaiting
 * deletion, so the list and the unread count agree. Queries join the actor as `members`.
 */
export const shownTo = (memberId: string): SQL => and(eq(notifications.recipientId, memberId), notLeaving())!;
