import type { Notification } from '@meshwork/contracts';
import { messagesPath } from '../../paths/messagesPath';
import { decisionsPath } from '../../paths/moderationPaths';
import { eventPath } from '../../paths/eventPaths';
import { groupPath } from '../../paths/groupPaths';
import { commentAnchor, postPath } from '../../paths/postPaths';
import { profilePath } from '../../paths/profileSections';
import { remoteProfilePath } from '../../paths/remotePaths';

/**
 * Where a notification leads: one about a post to the post (at the comment, for comments and
 * replies), a request to the requests on the people page, an event to its page, a message to its
 * conversation (a group's, or the actor's), a moderators' decision to the member's decisions, the rest (mentions added up among them) to the actor, on this server or another.
 */
export function notificationLink(notification: Notification): string {
  const { actor } = notification;
  if (notification.post_id) {
    const anchor = notification.comment_id ? `#${commentAnchor(notification.comment_id)}` : '';
    return `${postPath(notification.post_id)}${anchor}`;
  }
  if (notification.type === 'friend_request') return '/people';
  if (notification.type === 'moderation') return decisionsPath;
  if (notification.subject_id && notification.type.startsWith('event_')) return eventPath(notification.subject_id);
  // An account of another server did it (a follow): its profile here.
  if (!actor) return remoteProfilePath(notification.remote_actor?.handle ?? '');
  if (notification.type === 'message') return notification.subject_id ? groupPath(notification.subject_id) : messagesPath(actor.user_id);
  return profilePath(actor.username);
}
