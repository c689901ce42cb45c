import type { Notification } from '@meshwork/contracts';
import { messagesPath } from '../../paths/messagesPath';
import { decisionsPath } from '../../paths/moderationPaths';
import { eventPath } from '../../paths/eventPaths';
import { groupPath } from '../../paths/groupPaths';
import { commentAnchor, postPath } from '../../paths/postPaths';
import { profilePath } from '../../paths/profileSections';

/**
 * Where a notification leads: one about a post to the post (at the comment, for comments and
 * replies), a request to the requests on the people page, an event to its page, a message to its
 * conversation (a group's, or the actor's), a moderators' decision to the member's decisions, the rest (mentions added up among them) to the actor.
 */
export function notificationLink(notification: Notification): string {
  if (notification.post_id) {
    const anchor = notification.comment_id ? `#${commentAnchor(notification.comment_id)}` : '';
    return `${postPath(notification.post_id)}${anchor}`;
  }
  if (notification.type === 'friend_request') return '/people';
  if (notification.type === 'moderation') return decisionsPath;
  if (notification.subject_id && notification.type.startsWith('event_')) return eventPath(notification.subject_id);
  if (notification.type === 'message')
    return notification.subject_id ? groupPath(notification.subject_id) : messagesPath(notification.actor.user_id);
  return profilePath(notification.actor.username);
}
