import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, useState } from 'react';
import { shellCopy } from '@meshwork/contracts';
import { buttonClasses } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { UnreadBadge } from '../../ui/UnreadBadge';
import { unreadCountQuery } from './notificationQueries';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/** The header's bell: the unread count, and the latest notifications in a popover (loaded when it first opens). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadCountQuery).data?.unread_count ?? 0;
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
      triggerLabel={shellCopy.notificationsUnread(unread)}
      triggerClassName={buttonClasses('ghost', 'icon', 'relative')}
      label={shellCopy.notificationsTitle}
      className="animate-pop-in z-50 flex max-h-[min(32rem,80vh)] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-line bg-surface shadow-lg"
    >
      {open && <NotificationPanel unread={unread} onClose={close} />}
    </Popover>
  );
}
