import { useQuery } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { socialCopy, type NotificationType } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { notificationTypesQuery } from './notificationQueries';
import { notificationPreferencesQuery } from './notificationQueries';
import { useUpdatePreference } from './useNotificationActions';

/** One switch per notification type (preloaded by the shell); a switched-off type is not created at all. */
export function NotificationPreferencesCard() {
  const types = useQuery(notificationTypesQuery).data ?? [];
  const preferences = useQuery(notificationPreferencesQuery);
  const update = useUpdatePreference();
  const enabled = (type: NotificationType) => preferences.data?.find((preference) => preference.type === type.key)?.enabled ?? true;
  return (
    <Card as="section" aria-labelledby="notification-preferences" className="p-5">
      <h2 id="notification-preferences" className="font-semibold">
        {socialCopy.preferencesTitle}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{socialCopy.preferencesHint}</p>
      {preferences.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {types.map((type) => (
            <li key={type.key} className="flex min-h-14 items-center justify-between gap-4 py-2">
              <label htmlFor={`preference-${type.key}`} className="min-w-0">
                <span className="block text-sm font-medium">{type.title}</span>
                <span className="block text-xs text-fg-muted">{type.description}</span>
              </label>
              <Switch.Root
                id={`preference-${type.key}`}
                checked={enabled(type)}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ type: type.key, enabled: checked })}
                className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors duration-150 data-[state=checked]:bg-brand"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-[1.375rem]" />
              </Switch.Root>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
