import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages, type Post, type PostCreate, type PostUpdate } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, envelopeOf } from '../../api/client';
import { postKeys, type FeedData } from './postQueries';

const failureToast = (error: unknown) => toast.error(isApiError(error) ? error.message : messages.genericError);

/** Applies a change to one post wherever the cache holds it: the feed's pages and its own page. */
export function updatePost(queryClient: QueryClient, id: string, change: (post: Post) => Post) {
  updateFeed(queryClient, (items) => items.map((post) => (post.id === id ? change(post) : post)));
  queryClient.setQueryData<Post>(postKeys.post(id), (post) => post && change(post));
}

/** Applies a change to every copy of the feed's pages in the cache. */
function updateFeed(queryClient: QueryClient, change: (items: Post[], pageIndex: number) => Post[]) {
  queryClient.setQueryData<FeedData>(
    postKeys.feed(),
    (feed) => feed && { ...feed, pages: feed.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) },
  );
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostCreate) => envelopeOf(api.POST('/posts', { body })),
    onSuccess: ({ output }) => updateFeed(queryClient, (items, index) => (index === 0 ? [output, ...items] : items)),
    onError: failureToast,
  });
}

export function useEditPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostUpdate) => envelopeOf(api.PATCH('/posts/{id}', { params: { path: { id } }, body })),
    onSuccess: ({ output, message }) => {
      updateFeed(queryClient, (items) => items.map((post) => (post.id === id ? output : post)));
      queryClient.setQueryData(postKeys.post(id), output);
      void queryClient.invalidateQueries({ queryKey: postKeys.history(id) });
      if (message) toast.success(message);
    },
    onError: failureToast,
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
    onError: failureToast,
  });
}
