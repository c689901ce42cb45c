import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

/**
 * What other servers said of a post. Apart from `postQueries`, which the newsfeed loads: only the
 * lazily loaded post page reads it.
 */
const fediverseKeys = {
  post: (postId: string) => ['posts', 'fediverse', postId] as const,
};

export const fediverseQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: fediverseKeys.post(postId),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/posts/{id}/fediverse', { params: { path: { id: postId }, query: { cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.replies.next_cursor ?? undefined,
  });
