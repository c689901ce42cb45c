import type { LiveNotification, Notification, NotificationKind } from '@meshwork/contracts';
import type { NotificationRow } from '../../db/schema/notifications.js';
import { presentPerson, type PersonFields } from '../users/index.js';

export interface NotificationWithActor {
  id: string;
  type: NotificationKind;
  readAt: Date | null;
  subjectId: string | null;
  createdAt: Date;
  postId: string | null;
  commentId: string | null;
  aggregatedCount: number | null;
  actor: PersonFields;
}

export function presentNotification(row: NotificationWithActor): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: presentPerson(row.actor),
    read: row.readAt !== null,
    subject_id: row.subjectId,
    post_id: row.postId,
    comment_id: row.commentId,
    aggregated_count: row.aggregatedCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The live event of a stored notification: its id and kind only, the client fetches the rest. */
export function liveNotificationOf(row: Pick<NotificationRow, 'id' | 'type'>): LiveNotification {
  return { kind: 'notification', id: row.id, type: row.type };
}
