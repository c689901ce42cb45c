import type { Notification, NotificationKind } from '@meshwork/contracts';
import type { MemberRow } from '../../db/schema/index.js';
import { presentPerson } from '../friends/presenters.js';

export interface NotificationWithActor {
  id: string;
  type: NotificationKind;
  readAt: Date | null;
  createdAt: Date;
  actor: Pick<MemberRow, 'id' | 'fullname' | 'nickname' | 'username' | 'userImage' | 'colour'>;
}

export function presentNotification(row: NotificationWithActor): Notification {
  return { id: row.id, type: row.type, actor: presentPerson(row.actor), read: row.readAt !== null, created_at: row.createdAt.toISOString() };
}
