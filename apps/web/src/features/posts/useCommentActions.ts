import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Comment, Page, Post } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { postKeys } from './postQueries';
import { updatePost } from './usePostActions';

// Apart from the reactions (useEngagement): only an open comments section needs these.

type CommentPages = InfiniteData<Page<Comment>, string>;

/** Adds a comment or reply; it shows at once as pending and is replaced by the stored one. */
export function useAddComment(post: Post, parentId?: string) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(post.id, parentId);
  const changeCounts = (delta: number) => {
    updatePost(queryClient, post.id, (current) => ({ ...current, comments_count: current.comments_count + delta }));
    if (parentId) {
      queryClient.setQueryData<CommentPages>(postKeys.comments(post.id), (pages) =>
        mapComments(pages, (comment) => (comment.id === parentId ? { ...comment, replies_count: comment.replies_count + delta } : comment)),
      );
    }
  };
  return useMutation({
    mutationFn: (draft: { text: string; pending: Comment }) =>
      outputOf(api.POST('/posts/{id}/comments', { params: { path: { id: post.id } }, body: { text: draft.text, parent_id: parentId } })),
    onMutate: ({ pending }) => {
      queryClient.setQueryData<CommentPages>(key, (pages) => appendComment(pages, pending));
      changeCounts(1);
    },
    onSuccess: (stored, { pending }) =>
      queryClient.setQueryData<CommentPages>(key, (pages) =>
        mapComments(pages, (comment) => (comment.id === pending.id ? stored : comment)),
      ),
    onError: (_error, { pending }) => {
      queryClient.setQueryData<CommentPages>(key, (pages) => filterComments(pages, (comment) => comment.id !== pending.id));
      changeCounts(-1);
    },
  });
}

/** Likes or unlikes a comment at once, then settles on the server's count. */
export function useLikeComment(comment: Comment) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(comment.post_id, comment.parent_id ?? undefined);
  const set = (likes_count: number, liked: boolean) =>
    queryClient.setQueryData<CommentPages>(key, (pages) =>
      mapComments(pages, (item) => (item.id === comment.id ? { ...item, likes_count, liked } : item)),
    );
  return useMutation({
    mutationFn: (liked: boolean) =>
      outputOf(
        liked
          ? api.PUT('/comments/{id}/like', { params: { path: { id: comment.id } } })
          : api.DELETE('/comments/{id}/like', { params: { path: { id: comment.id } } }),
      ),
    onMutate: (liked) => set(comment.likes_count + (liked ? 1 : -1), liked),
    onSuccess: (like) => set(like.likes_count, like.liked),
    onError: () => set(comment.likes_count, comment.liked),
  });
}

export function useEditComment(comment: Comment) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(comment.post_id, comment.parent_id ?? undefined);
  return useMutation({
    mutationFn: (text: string) => outputOf(api.PATCH('/comments/{id}', { params: { path: { id: comment.id } }, body: { text } })),
    onSuccess: (stored) =>
      queryClient.setQueryData<CommentPages>(key, (pages) => mapComments(pages, (item) => (item.id === stored.id ? stored : item))),
  });
}

export function useDeleteComment(comment: Comment) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(comment.post_id, comment.parent_id ?? undefined);
  return useMutation({
    mutationFn: () => envelopeOf(api.DELETE('/comments/{id}', { params: { path: { id: comment.id } } })),
    onSuccess: () => {
      queryClient.setQueryData<CommentPages>(key, (pages) => filterComments(pages, (item) => item.id !== comment.id));
      updatePost(queryClient, comment.post_id, (post) => ({
        ...post,
        comments_count: Math.max(post.comments_count - 1 - comment.replies_count, 0),
      }));
    },
  });
}

function mapComments(pages: CommentPages | undefined, change: (comment: Comment) => Comment): CommentPages | undefined {
  return pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}

function filterComments(pages: CommentPages | undefined, keep: (comment: Comment) => boolean): CommentPages | undefined {
  return pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: page.items.filter(keep) })) };
}

/** A new comment goes at the end of the last page loaded (oldest first). */
function appendComment(pages: CommentPages | undefined, comment: Comment): CommentPages {
  if (!pages) return { pages: [{ items: [comment], next_cursor: null }], pageParams: [''] };
  const last = pages.pages.length - 1;
  return { ...pages, pages: pages.pages.map((page, index) => (index === last ? { ...page, items: [...page.items, comment] } : page)) };
}
