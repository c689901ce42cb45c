import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { socialCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { NotificationList } from './NotificationList';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { unreadCountQuery } from './notificationQueries';
import { useMarkRead } from './useNotificationActions';

const tabClasses = 'h-11 rounded-lg px-4 text-sm font-medium text-fg-muted data-[state=active]:bg-accent-soft data-[state=active]:text-fg';

/** Every notification, all or unread only, and the per-type preferences. */
export function NotificationsPage() {
  const unread = useQuery(unreadCountQuery).data?.unread_count ?? 0;
  const markRead = useMarkRead();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{socialCopy.notificationsTitle}</h1>
        <Button variant="secondary" disabled={unread === 0} loading={markRead.isPending} onClick={() => markRead.mutate('all')}>
          {socialCopy.markAllRead}
        </Button>
      </div>
      <Card className="p-3">
        <Tabs.Root defaultValue="all">
          <Tabs.List aria-label={socialCopy.notificationsTitle} className="mb-3 flex gap-1">
            <Tabs.Trigger value="all" className={tabClasses}>
              {socialCopy.showAll}
            </Tabs.Trigger>
            <Tabs.Trigger value="unread" className={tabClasses}>
              {socialCopy.showUnread} ({unread})
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="all">
            <NotificationList paged />
          </Tabs.Content>
          <Tabs.Content value="unread">
            <NotificationList unreadOnly paged />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
      <NotificationPreferencesCard />
    </div>
  );
}
