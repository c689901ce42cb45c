import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { postsCopy, type Page, type Post } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostSkeleton';
import { useOnVisible } from './useOnVisible';

/** An entry of another kind a page shows among its posts, by time (the newsfeed's notes of other servers). */
interface PageExtra {
  key: string;
  at: string;
  node: ReactNode;
}

interface PostPagesProps<P extends Page<Post>> {
  list: UseInfiniteQueryResult<InfiniteData<P>>;
  /** Shown when the list has no post at all. */
  empty: ReactNode;
  /** A post shown elsewhere on the page (a timeline's pinned post), left out here. */
  exclude?: string | null;
  /** Shown above the posts, or above `empty` (the newsfeed's "new posts" pill). */
  header?: ReactNode;
  /** A page's entries of another kind, placed among its posts newest first. */
  extrasOf?: (page: P) => PageExtra[];
}

/** A paged list of posts (the feed, a timeline): skeletons, an error with retry, infinite scroll and a button for the next page. */
export function PostPages<P extends Page<Post>>({ list, empty, exclude, header, extrasOf }: PostPagesProps<P>) {
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isError) void list.fetchNextPage();
  };
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, list.hasNextPage);

  if (list.isPending) return <PostSkeleton />;
  if (list.isError && !list.data) {
    return (
      <InlineAlert tone="error">
        {postsCopy.loadError}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {postsCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  const entries = list.data.pages.flatMap((page) => {
    const posts = page.items.filter((post) => post.id !== exclude).map((post) => ({ key: post.id, at: post.created_at, post }));
    // Both are ISO instants in UTC: their texts sort as their times.
    return extrasOf ? [...posts, ...extrasOf(page)].sort((a, b) => b.at.localeCompare(a.at)) : posts;
  });
  if (entries.length === 0 && !list.hasNextPage) {
    return (
      <>
        {header}
        {empty}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetchingNextPage || undefined}>
      {header}
      {entries.map((entry, index) =>
        'post' in entry ? (
          <PostCard key={entry.key} post={entry.post} eager={index < 2} />
        ) : (
          <Fragment key={entry.key}>{entry.node}</Fragment>
        ),
      )}
      {list.isFetchingNextPage && <PostSkeleton />}
      <div ref={sentinel} className="flex justify-center">
        {list.hasNextPage ? (
          // Also a button: keyboard and screen-reader users reach the next page without scrolling.
          <Button variant="ghost" onClick={loadMore} loading={list.isFetchingNextPage}>
            {postsCopy.loadMore}
          </Button>
        ) : (
          <p className="py-4 text-sm text-fg-muted">{postsCopy.endOfFeed}</p>
        )}
      </div>
    </div>
  );
}
