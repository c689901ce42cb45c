import type { Notification } from '@meshwork/contracts';
import { commentAnchor, postPath } from '../posts/postPaths';
import { profilePath } from '../profile/profileSections';

/**
 * Where a notification leads: one about a post to the post (at the comment, for comments and
 * replies), a request to the requests on the people page, the rest to the actor.
 */
export function notificationLink(notification: Notification): string {
  if (notification.post_id) {
    const anchor = notification.comment_id ? `#${commentAnchor(notification.comment_id)}` : '';
    return `${postPath(notification.post_id)}${anchor}`;
  }
  return notification.type === 'friend_request' ? '/people' : profilePath(notification.actor.username);
}
