import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import type { NotificationPreference } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { notificationKeys } from './notificationQueries';

/** Mark-read and mark-all-read; the answer is the new unread count, so the bell updates at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      outputOf(id === 'all' ? api.POST('/notifications/read-all') : api.POST('/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: async (count) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreference) => envelopeOf(api.PUT('/notifications/preferences', { body: { preferences: [change] } })),
    onSuccess: (envelope) => {
      queryClient.setQueryData(notificationKeys.preferences(), envelope.output);
      if (envelope.message) toast.success(envelope.message);
    },
  });
}
