import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiPaths, messages, notificationReadPath, type NotificationPreference, type UnreadCount } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { apiRequest } from '../../api/http';

const failureToast = (error: unknown) => toast.error(isApiError(error) ? error.message : messages.genericError);

/** Mark-read and mark-all-read; the answer is the new unread count, so the bell updates at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | 'all') =>
      (await apiRequest<UnreadCount>(id === 'all' ? apiPaths.notificationsReadAll : notificationReadPath(id), { method: 'POST' })).output,
    onSuccess: async (count) => {
      queryClient.setQueryData(['notifications', 'unread-count'], count);
      await queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
    onError: failureToast,
  });
}

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NotificationPreference) =>
      apiRequest<NotificationPreference[]>(apiPaths.notificationPreferences, { method: 'PUT', body: { preferences: [change] } }),
    onSuccess: (envelope) => {
      queryClient.setQueryData(['notifications', 'preferences'], envelope.output);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: failureToast,
  });
}
