import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';
import { updatePost } from './usePostActions';

/** Votes in a post's poll; the post shows the results the server answers. */
export function usePollVote(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) =>
      outputOf(api.POST('/posts/{id}/poll/vote', { params: { path: { id: postId } }, body: { option_id: optionId } })),
    onSuccess: (poll) => updatePost(queryClient, postId, (current) => ({ ...current, poll })),
  });
}
