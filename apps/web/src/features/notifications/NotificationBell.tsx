import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { socialCopy } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { UnreadBadge } from '../../ui/UnreadBadge';
import { NotificationList } from './NotificationList';
import { unreadCountQuery } from './notificationQueries';
import { useMarkRead } from './useNotificationActions';

/** The header's bell: the unread count, and the latest notifications in a popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadCountQuery).data?.unread_count ?? 0;
  const markRead = useMarkRead();
  const close = () => setOpen(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <Bell size={20} aria-hidden />
          <UnreadBadge count={unread} />
        </>
      }
      triggerLabel={socialCopy.notificationsUnread(unread)}
      triggerClassName={buttonClasses('ghost', 'icon', 'relative')}
      label={socialCopy.notificationsTitle}
      className="animate-pop-in z-50 flex max-h-[min(32rem,80vh)] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-line bg-surface shadow-lg"
    >
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
      <div className="flex-1 overflow-y-auto p-2">{open && <NotificationList onOpen={close} />}</div>
      <Link
        to="/notifications"
        onClick={close}
        className="border-t border-line px-4 py-3 text-center text-sm font-medium text-fg hover:bg-muted"
      >
        {socialCopy.seeAllNotifications}
      </Link>
    </Popover>
  );
}
