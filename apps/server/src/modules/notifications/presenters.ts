import { limits, type LiveNotification, type Notification, type NotificationKind, type RemoteAuthor } from '@meshwork/contracts';
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
  /** The text quoted (at least one character past the excerpt's length, to know whether it was cut), or null. */
  excerptText: string | null;
  subjectName: string | null;
  /** The member who acted, or (left joined) null when an account of another server did. */
  actor: PersonFields | null;
}

/** A text as a notification quotes it: one line, at most `notificationExcerptMaxLength` characters (whole code points), then "…". */
function excerptOf(text: string | null): string | null {
  const characters = [...(text ?? '').replace(/\s+/g, ' ').trim()];
  if (characters.length === 0) return null;
  const max = limits.notificationExcerptMaxLength;
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : characters.join('');
}

/** A stored notification with the member who acted, or the account of another server that did. */
export function presentNotification(row: NotificationWithActor, remoteActor: RemoteAuthor | null): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor && presentPerson(row.actor),
    remote_actor: remoteActor,
    read: row.readAt !== null,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    post_id: row.postId,
    comment_id: row.commentId,
    aggregated_count: row.aggregatedCount,
    excerpt: excerptOf(row.excerptText),
    created_at: row.createdAt.toISOString(),
  };
}

/** The live event of a stored notification: its id and kind only, the client fetches the rest. */
export function liveNotificationOf(row: Pick<NotificationRow, 'id' | 'type'>): LiveNotification {
  return { kind: 'notification', id: row.id, type: row.type };
}
