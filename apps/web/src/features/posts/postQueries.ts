import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, Page, Post, SocialFeed } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';

export const postKeys = {
  all: ['posts'] as const,
  /** Every paged list of posts: the feed and the timelines; a change to a post reaches them all. */
  lists: () => [...postKeys.all, 'list'] as const,
  feed: () => [...postKeys.lists(), 'feed'] as const,
  timeline: (username: string) => [...postKeys.lists(), 'timeline', username.toLowerCase()] as const,
  post: (id: string) => [...postKeys.all, 'post', id] as const,
  history: (id: string) => [...postKeys.all, 'history', id] as const,
  /** A post's comments and every thread of replies. */
  allComments: (id: string) => [...postKeys.all, 'comments', id] as const,
  comments: (id: string, parentId?: string) => [...postKeys.allComments(id), parentId ?? 'top'] as const,
  reactors: (id: string) => [...postKeys.all, 'reactors', id] as const,
};

/** A paged list of posts: the feed, a timeline. */
export type FeedData = InfiniteData<Page<Post>, string>;
/** The newsfeed's pages, with the notes of followed accounts of other servers among their posts. */
export type HomeFeedData = InfiniteData<FeedPage, string>;

/** The feed's first page as the shell's social-feed payload carries it, so the newsfeed needs no second request. */
export const firstFeedPage = (feed: SocialFeed): HomeFeedData => ({
  pages: [{ items: feed.posts, remote_posts: feed.remote_posts, next_cursor: feed.next_cursor }],
  pageParams: [''],
});

export const feedQuery = infiniteQueryOptions({
  queryKey: postKeys.feed(),
  queryFn: ({ pageParam, signal }) => outputOf(api.GET('/social/feed', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: postKeys.post(id),
    queryFn: ({ signal }) => outputOf(api.GET('/posts/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

export const postHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: postKeys.history(id),
    queryFn: ({ signal }) => outputOf(api.GET('/posts/{id}/history', { params: { path: { id } }, signal })),
  });

export const commentsQuery = (postId: string, parentId?: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.comments(postId, parentId),
    queryFn: ({ pageParam, signal }) =>
      outputOf(
        api.GET('/posts/{id}/comments', {
          params: { path: { id: postId }, query: { parent_id: parentId, cursor: pageParam || undefined } },
          signal,
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const reactorsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.reactors(postId),
    queryFn: ({ pageParam, signal }) =>
      outputOf(api.GET('/posts/{id}/reactions', { params: { path: { id: postId }, query: { cursor: pageParam || undefined } }, signal })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
