import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import type { ApiSuccess, RelationChange } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { friendsKeys } from '../friends/friendsQueries';
import { notificationKeys } from '../notifications/notificationQueries';
import { socialFeedKeys } from '../../api/socialFeed';
import type { GraphAction, GraphCall } from './graphActions';
import { profileKeys } from '../../api/profileKeys';
import { peopleKeys } from './peopleQueries';

const onMember = (user_id: string) => ({ params: { path: { user_id } } });

/** How each graph action reaches the server; every one answers the new relation. */
const sendGraphAction: Record<GraphAction, (memberId: string) => Promise<ApiSuccess<RelationChange>>> = {
  sendRequest: (user_id) => envelopeOf(api.POST('/friends/requests', { body: { user_id } })),
  cancelRequest: (memberId) => envelopeOf(api.DELETE('/friends/requests/{user_id}', onMember(memberId))),
  accept: (memberId) => envelopeOf(api.POST('/friends/requests/{user_id}/accept', onMember(memberId))),
  decline: (memberId) => envelopeOf(api.POST('/friends/requests/{user_id}/decline', onMember(memberId))),
  follow: (memberId) => envelopeOf(api.POST('/follows/{user_id}', onMember(memberId))),
  unfollow: (memberId) => envelopeOf(api.DELETE('/follows/{user_id}', onMember(memberId))),
  unfriend: (memberId) => envelopeOf(api.DELETE('/friends/{user_id}', onMember(memberId))),
  block: (memberId) => envelopeOf(api.POST('/blocks/{user_id}', onMember(memberId))),
  unblock: (memberId) => envelopeOf(api.DELETE('/blocks/{user_id}', onMember(memberId))),
};

/** Everything a graph change can alter: lists of people, friends, requests, counts, profiles and notifications. */
const graphQueryKeys = [peopleKeys.all, friendsKeys.all, socialFeedKeys.all, notificationKeys.all, profileKeys.all];

/** Runs a graph call, toasts the server's answer and refreshes what it changed. */
export function useGraphAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, memberId }: GraphCall) => sendGraphAction[action](memberId),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    onSettled: () => Promise.all(graphQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
