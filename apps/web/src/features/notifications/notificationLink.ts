import type { Notification } from '@meshwork/contracts';
import { profilePath } from '../profile/profileSections';

/** Where a notification leads: a request to the requests on the people page, the rest to the actor. */
export function notificationLink(notification: Notification): string {
  return notification.type === 'friend_request' ? '/people' : profilePath(notification.actor.username);
}
