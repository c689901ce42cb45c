import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { postKeys } from './postQueries';

// What a member keeps out of their own lists from a post's menu, which loads when first opened.

/** After a change, every list of posts is read again: the server knows which of them leave out what. */
function useListsChange(send: () => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      if (message) toast.success(message);
    },
  });
}

/** Hides the post from the member's newsfeed, hashtag pages and search. */
export const useHidePost = (id: string) => useListsChange(() => envelopeOf(api.POST('/posts/{id}/hide', { params: { path: { id } } })));

/** Mutes the post's author: their posts and comments leave the member's lists; they are not told. */
export const useMuteMember = (userId: string) =>
  useListsChange(() => envelopeOf(api.POST('/mutes/{user_id}', { params: { path: { user_id: userId } } })));
