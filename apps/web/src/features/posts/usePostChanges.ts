import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostUpdate } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { profileKeys } from '../../api/profileKeys';
import { postKeys } from './postQueries';
import { updateFeed, updatePost } from './usePostActions';

// The author's changes to a post, used by its menu and its edit form, which load when first opened.

export function useEditPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostUpdate) => envelopeOf(api.PATCH('/posts/{id}', { params: { path: { id } }, body })),
    onSuccess: ({ output, message }) => {
      updatePost(queryClient, id, () => output);
      void queryClient.invalidateQueries({ queryKey: postKeys.history(id) });
      if (message) toast.success(message);
    },
  });
}

export function useDeletePost(id: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => envelopeOf(api.DELETE('/posts/{id}', { params: { path: { id } } })),
    onSuccess: ({ message }) => {
      updateFeed(queryClient, (items) => items.filter((post) => post.id !== id));
      queryClient.removeQueries({ queryKey: postKeys.post(id) });
      if (message) toast.success(message);
      onDeleted?.();
    },
  });
}

/** Pins the post to the top of its author's timeline, or unpins it; the profile learns its new pinned post. */
export function usePinPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: boolean) => {
      const params = { params: { path: { id } } };
      return envelopeOf(pin ? api.POST('/posts/{id}/pin', params) : api.DELETE('/posts/{id}/pin', params));
    },
    onSuccess: ({ output, message }) => {
      updateFeed(queryClient, (items) =>
        items.map((post) => (post.id === id ? output : { ...post, pinned: output.pinned ? false : post.pinned })),
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      if (message) toast.success(message);
    },
  });
}
