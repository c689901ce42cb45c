import { isLiveAvatarBuild, userChannelOf, type AvatarBuild } from '@meshwork/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, outputOf } from '../../api/client';
import { useSession } from '../../api/session';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { avatarKeys } from './avatarQueries';

export const photoBuildKeys = {
  recent: ['avatar-builds'] as const,
  one: (id: string) => ['avatar-builds', id] as const,
};

export const isActive = (build: AvatarBuild | undefined) => build?.status === 'queued' || build?.status === 'building';

/** The member's builds of the last hour: a page opened again picks up one still running. */
export const recentBuildsQuery = () =>
  queryOptions({ queryKey: photoBuildKeys.recent, queryFn: () => outputOf(api.GET('/avatars/builds')) });

/** One build; while it runs, the status route is asked now and then in case a live message is missed. */
export const buildQuery = (id: string) =>
  queryOptions({
    queryKey: photoBuildKeys.one(id),
    queryFn: () => outputOf(api.GET('/avatars/builds/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (isActive(query.state.data) ? 3000 : false),
  });

/** While a build runs, its progress arrives live on the member's channel and updates its query at once. */
export function useLiveBuildProgress(active: boolean): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const memberId = session?.user_id;
  const tab = useTabSubscription();
  useEffect(() => {
    if (!active || !memberId || !tab) return;
    const registration = tab.register({
      message: ({ message }) => {
        if (!isLiveAvatarBuild(message)) return;
        queryClient.setQueryData(photoBuildKeys.one(message.build.id), message.build);
        if (message.build.status === 'done') void queryClient.invalidateQueries({ queryKey: avatarKeys.all });
      },
    });
    registration.setChannels([userChannelOf(memberId)]);
    return () => registration.remove();
  }, [active, memberId, tab, queryClient]);
}
