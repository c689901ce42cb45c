import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postsMoreCopy } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { postKeys } from './postQueries';

// What a member keeps out of their own lists from a post's menu, which loads when first opened.

/** After a change, every list of posts is read again: the server knows which of them leave out what. */
function useListsChange(send: () => Promise<{ message?: string }>, undo?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      if (message) toast.success(message, undo && { label: postsMoreCopy.undo, onClick: undo });
    },
  });
}

/**
 * Hides the post from the member's newsfeed, hashtag pages and search; the toast's Undo shows it
 * again (the card has left its list by then, and the mutation runs without it).
 */
export function useHidePost(id: string) {
  const path = { params: { path: { id } } };
  const unhide = useListsChange(() => envelopeOf(api.DELETE('/posts/{id}/hide', path)));
  return useListsChange(
    () => envelopeOf(api.POST('/posts/{id}/hide', path)),
    () => unhide.mutate(),
  );
}

/** Mutes the post's author: their posts and comments leave the member's lists; they are not told. */
export const useMuteMember = (userId: string) =>
  useListsChange(() => envelopeOf(api.POST('/mutes/{user_id}', { params: { path: { user_id: userId } } })));
