import { Link } from 'react-router';
import { socialCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { NotificationList } from './NotificationList';
import { useMarkRead } from './useNotificationActions';

/** The bell's popover: "Mark all as read", the latest notifications and a link to all of them. */
export function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const markRead = useMarkRead();
  return (
    <>
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 className="text-sm font-semibold">{socialCopy.notificationsTitle}</h2>
        <Button
          variant="ghost"
          className="h-9 px-2 text-xs"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {socialCopy.markAllRead}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        <NotificationList onOpen={onClose} />
      </div>
      <Link
        to="/notifications"
        onClick={onClose}
        className="border-t border-line px-4 py-3 text-center text-sm font-medium text-fg hover:bg-muted"
      >
        {socialCopy.seeAllNotifications}
      </Link>
    </>
  );
}
