import { isLivePostChange, limits, userChannelOf, type LivePostChange } from '@meshwork/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { postKeys } from './postQueries';

/** Refetches what a change touched; the post carries its reaction summary and comment count. */
function refresh(queryClient: QueryClient, { id, change }: LivePostChange) {
  void queryClient.invalidateQueries({ queryKey: postKeys.post(id) });
  if (change === 'comments') void queryClient.invalidateQueries({ queryKey: postKeys.allComments(id) });
  if (change === 'reactions') void queryClient.invalidateQueries({ queryKey: postKeys.reactors(id) });
}

/**
 * While a post's page is open, tells the server so (renewed every `postWatchRenewSeconds`) and
 * refetches the post and its comments when the member's user channel says they changed. Only the
 * id travels; what is shown comes from the API, whose policy applies.
 */
export function useLivePost(postId: string): void {
  const memberId = useSession()?.user_id;
  const tab = useTabSubscription();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!memberId || !tab) return;
    const registration = tab.register({
      message: ({ message }) => {
        if (isLivePostChange(message) && message.id === postId) refresh(queryClient, message);
      },
    });
    registration.setChannels([userChannelOf(memberId)]);
    // A refused watch (the post is gone or hidden) simply hears nothing; the page shows why.
    const watch = () => void api.PUT('/posts/{id}/watch', { params: { path: { id: postId } } }).catch(() => undefined);
    watch();
    const renewal = setInterval(watch, limits.postWatchRenewSeconds * 1000);
    return () => {
      clearInterval(renewal);
      registration.remove();
    };
  }, [memberId, tab, queryClient, postId]);
}
