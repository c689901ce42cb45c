import { isLiveFeedPost, isLiveGroupsChange, isLiveNotification, userChannelOf } from '@meshwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../api/session';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { groupKeys } from '../groups/groupQueries';
import { addArrival } from '../posts/feedArrivals';
import { notificationKeys } from './notificationQueries';

/**
 * Keeps the bell and the lists current: every notification published to the member refetches
 * them; a post announced for the member's feed waits behind the newsfeed's "N new posts"; a group
 * the member joined or left refetches the groups.
 */
export function useLiveNotifications(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const memberId = session?.user_id;
  const tab = useTabSubscription();

  useEffect(() => {
    if (!memberId || !tab) return;
    const registration = tab.register({
      message: ({ message }) => {
        if (isLiveNotification(message)) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        else if (isLiveFeedPost(message)) addArrival(message.id);
        // Joining or leaving a group: the group list, /messages and the chat session's channels follow.
        else if (isLiveGroupsChange(message)) void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      },
    });
    registration.setChannels([userChannelOf(memberId)]);
    return () => registration.remove();
  }, [memberId, tab, queryClient]);
}
