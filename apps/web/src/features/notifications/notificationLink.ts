import type { Notification } from '@meshwork/contracts';
import { eventPath } from '../events/eventPaths';
import { profilePath } from '../profile/profileSections';

/** Where a notification leads: a request to the requests on the people page, an event to its page, the rest to the actor. */
export function notificationLink(notification: Notification): string {
  if (notification.type === 'friend_request') return '/people';
  if (notification.subject_id && notification.type.startsWith('event_')) return eventPath(notification.subject_id);
  return profilePath(notification.actor.username);
}
