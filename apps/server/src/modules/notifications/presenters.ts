import type { LiveNotification, Notification, NotificationKind } from '@meshwork/contracts';
import type { MemberRow, NotificationRow } from '../../db/schema/index.js';
import { presentPerson } from '../friends/presenters.js';

export interface NotificationWithActor {
  id: string;
  type: NotificationKind;
  readAt: Date | null;
  createdAt: Date;
  actor: Pick<MemberRow, 'id' | 'fullname' | 'nickname' | 'username' | 'userImage' | 'colour' | 'isCreator'>;
}

export function presentNotification(row: NotificationWithActor): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: presentPerson(row.actor),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The live event of a stored notification: its id and kind only, the client fetches the rest. */
export function liveNotificationOf(row: Pick<NotificationRow, 'id' | 'type'>): LiveNotification {
  return { kind: 'notification', id: row.id, type: row.type };
}
