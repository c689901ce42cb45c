import { useInfiniteQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { socialCopy, type Notification } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { notificationsQuery } from './notificationQueries';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from './useNotificationActions';

interface NotificationListProps {
  unreadOnly?: boolean;
  /** The bell shows the first page only; the page offers more. */
  paged?: boolean;
  onOpen?: () => void;
}

/** Notifications newest first, with loading, empty and error states; opening one marks it read. */
export function NotificationList({ unreadOnly = false, paged = false, onOpen }: NotificationListProps) {
  const list = useInfiniteQuery(notificationsQuery(unreadOnly));
  const markRead = useMarkRead();
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onOpen?.();
  };
  if (list.isPending) {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <InlineAlert tone="error">
        {socialCopy.loadFailed}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {socialCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState icon={BellOff} title={socialCopy.allCaughtUp} headingLevel="h3" className="py-6">
        {socialCopy.noNotifications}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-1">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </ul>
      {paged && list.hasNextPage && (
        <Button variant="ghost" className="mt-2 w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {socialCopy.loadMore}
        </Button>
      )}
    </>
  );
}
