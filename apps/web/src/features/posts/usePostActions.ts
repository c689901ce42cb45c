import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post, PostCreate } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { postKeys, type FeedData } from './postQueries';

/** Applies a change to one post wherever the cache holds it: the feed's pages and its own page. */
export function updatePost(queryClient: QueryClient, id: string, change: (post: Post) => Post) {
  updateFeed(queryClient, (items) => items.map((post) => (post.id === id ? change(post) : post)));
  queryClient.setQueryData<Post>(postKeys.post(id), (post) => post && change(post));
}

const changePages = (change: (items: Post[], pageIndex: number) => Post[]) => (list: FeedData | undefined) =>
  list && { ...list, pages: list.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) };

/** Applies a change to every list of posts in the cache: the feed's pages and the timelines'. */
export function updateFeed(queryClient: QueryClient, change: (items: Post[], pageIndex: number) => Post[]) {
  queryClient.setQueriesData<FeedData>({ queryKey: postKeys.lists() }, changePages(change));
}

/** A new post goes to the top of the feed and of the timeline it was written on. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostCreate) => envelopeOf(api.POST('/posts', { body })),
    onSuccess: ({ output }) => {
      const prepend = changePages((items, index) => (index === 0 ? [output, ...items] : items));
      queryClient.setQueryData<FeedData>(postKeys.feed(), prepend);
      queryClient.setQueryData<FeedData>(postKeys.timeline((output.timeline_owner ?? output.author).username), prepend);
    },
  });
}
