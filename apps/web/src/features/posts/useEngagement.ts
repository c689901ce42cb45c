import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, ReactionKind, ReactionSummary } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';
import { updatePost } from './usePostActions';

/** The summary after the viewer's reaction becomes `kind` (null: none), as the server will count it. */
export function withMyReaction(summary: ReactionSummary, kind: ReactionKind | null): ReactionSummary {
  const counts = { ...summary.counts };
  if (summary.mine) counts[summary.mine] -= 1;
  if (kind) counts[kind] += 1;
  return { counts, total: summary.total - (summary.mine ? 1 : 0) + (kind ? 1 : 0), mine: kind };
}

/** Sets or takes back the viewer's reaction at once, then settles on the server's counts (or undoes it). */
export function useReact(post: Post) {
  const queryClient = useQueryClient();
  const setReactions = (reactions: ReactionSummary) => updatePost(queryClient, post.id, (current) => ({ ...current, reactions }));
  return useMutation({
    mutationFn: (kind: ReactionKind | null) =>
      outputOf(
        kind
          ? api.PUT('/posts/{id}/reaction', { params: { path: { id: post.id } }, body: { kind } })
          : api.DELETE('/posts/{id}/reaction', { params: { path: { id: post.id } } }),
      ),
    onMutate: (kind) => {
      const before = post.reactions;
      setReactions(withMyReaction(before, kind));
      return { before };
    },
    onSuccess: setReactions,
    onError: (_error, _kind, context) => context && setReactions(context.before),
  });
}
