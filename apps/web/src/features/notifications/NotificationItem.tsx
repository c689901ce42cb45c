import { Link } from 'react-router';
import { notificationPhraseOf, quotedExcerpt, socialCopy, type Notification } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { notificationLink } from './notificationLink';

interface NotificationItemProps {
  notification: Notification;
  /** Following the notification marks it read. */
  onOpen: (notification: Notification) => void;
}

/** Who acted as the item shows them: a member, or an account of another server by its name. */
function actorOf({ actor, remote_actor: remote }: Notification) {
  if (actor) return { name: actor.nickname, image: actor.user_image, colour: actor.colour };
  return { name: remote?.name || remote?.handle || '', image: remote?.icon_url ?? null, colour: undefined };
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const actor = actorOf(notification);
  return (
    <li>
      <Link
        to={notificationLink(notification)}
        onClick={() => onOpen(notification)}
        className={cx(
          'flex min-h-11 items-start gap-3 rounded-lg p-2 transition-colors duration-150 hover:bg-muted',
          !notification.read && 'bg-accent-soft/50',
        )}
      >
        <Avatar name={actor.name} src={actor.image} colour={actor.colour} size={40} />
        <span className="min-w-0 flex-1 text-sm break-words">
          <span className="font-semibold">{actor.name}</span> {notificationPhraseOf(notification)}
          {notification.excerpt && quotedExcerpt(notification.excerpt)}
          <time dateTime={notification.created_at} className="block text-xs text-fg-muted">
            {timeAgo(notification.created_at)}
          </time>
        </span>
        {!notification.read && (
          <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand">
            <span className="sr-only">{socialCopy.showUnread}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
