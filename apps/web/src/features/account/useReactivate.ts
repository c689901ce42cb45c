import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiPaths, messages } from '@meshwork/contracts';
import { http } from '../../api/http';
import { sessionStore } from '../../api/session';
import { homePath } from '../auth/guards';

/** Cancels the deletion request and lets the member back into the network. */
export function useReactivate(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => http.post(apiPaths.reactivate, { user_id: userId }),
    onSuccess: async () => {
      toast.success(messages.accountReactivated);
      sessionStore.update({ deactivated: false });
      await queryClient.invalidateQueries({ queryKey: ['account-details', userId] });
      await navigate(homePath, { replace: true });
    },
    onError: () => toast.error(messages.unableToReactivate),
  });
}
