import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAvatarBody } from '@meshwork/contracts';
import { toast } from '../../ui/toast';
import { api, envelopeOf, outputOf } from '../../api/client';

export const avatarKeys = {
  all: ['avatars'] as const,
  of: (userId: string | undefined) => ['avatars', userId ?? 'self'] as const,
  /** The viewer's photo avatars, a page (under `all`, so every avatar change fetches it again). */
  photoPage: (page: number) => ['avatars', 'photo', page] as const,
  /** A loaded avatar file, kept for the session: a file never changes. Not under `all`: an avatar change leaves the loaded files be. */
  file: (url: string) => ['avatar-files', url] as const,
};

/** A member's avatars, newest first (the viewer's own without a member id). */
export const avatarsQuery = (userId?: string) =>
  queryOptions({
    queryKey: avatarKeys.of(userId),
    queryFn: () => outputOf(api.GET('/rpm-avatars', { params: { query: userId ? { user_id: userId } : {} } })),
  });

/** The viewer's photo avatars, a page at a time. */
export const photoAvatarsQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: avatarKeys.photoPage(page),
    queryFn: () => outputOf(api.GET('/realistic-avatars', { params: { query: { page, per_page: perPage } } })),
    placeholderData: keepPreviousData,
  });

/** An avatar change: the server's message as a toast, then every avatar list is fetched again. */
function useAvatarChange<Input>(call: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      return queryClient.invalidateQueries({ queryKey: avatarKeys.all });
    },
  });
}

export const useSaveAvatar = () => useAvatarChange((body: CreateAvatarBody) => envelopeOf(api.POST('/rpm-avatars', { body })));
export const useMakeDefault = () =>
  useAvatarChange((avatarId: string) => envelopeOf(api.POST('/rpm-avatars/default', { body: { avatar_id: avatarId } })));
export const useDeleteAvatar = () =>
  useAvatarChange((avatarId: string) => envelopeOf(api.POST('/rpm-avatars/delete', { body: { avatar_id: avatarId } })));
