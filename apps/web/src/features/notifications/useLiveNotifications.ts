import { isLiveNotification, userChannelOf } from '@meshwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../api/session';
import { subscribe } from '../../realtime/subscription';
import { notificationKeys } from './notificationQueries';

/** Keeps the bell and the lists current: every notification published to the member refetches them. */
export function useLiveNotifications(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const memberId = session?.user_id;
  const token = session?.token;

  useEffect(() => {
    if (!memberId || !token) return;
    const controller = new AbortController();
    void subscribe({
      memberId,
      token,
      channels: [userChannelOf(memberId)],
      signal: controller.signal,
      onMessage: (_, message) => {
        if (isLiveNotification(message)) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      },
    });
    return () => controller.abort();
  }, [memberId, token, queryClient]);
}
