import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { profileKeys } from '../../api/profileKeys';
import { toast } from '../../ui/toast';
import { postKeys } from '../posts/postQueries';

/**
 * Mutes the profile's member, or unmutes them if the viewer has: the profile is read again for
 * its `muted`, and every list of posts, which leaves out what the viewer muted.
 */
export function useProfileMute(profile: Profile) {
  const queryClient = useQueryClient();
  const path = { params: { path: { user_id: profile.user_id } } };
  return useMutation({
    mutationFn: () => envelopeOf(profile.muted ? api.DELETE('/mutes/{user_id}', path) : api.POST('/mutes/{user_id}', path)),
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(profile.username) }),
        queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
      ]);
    },
  });
}
