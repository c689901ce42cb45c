import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { authMessages } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { sessionStore } from '../../api/session';
import { homePath } from '../auth/guards';
import { accountKeys } from './accountQueries';

/** Cancels the deletion request and lets the member back into the network. */
export function useReactivate(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => envelopeOf(api.POST('/user/reactivate', { body: { user_id: userId } })),
    onSuccess: async () => {
      toast.success(authMessages.accountReactivated);
      sessionStore.update({ deactivated: false });
      await queryClient.invalidateQueries({ queryKey: accountKeys.details(userId) });
      await navigate(homePath, { replace: true });
    },
    meta: { failureMessage: () => authMessages.unableToReactivate },
  });
}
