import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { postsCopy, type Page, type Post } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostSkeleton';
import { useOnVisible } from './useOnVisible';

interface PostPagesProps {
  list: UseInfiniteQueryResult<InfiniteData<Page<Post>>>;
  /** Shown when the list has no post at all. */
  empty: ReactNode;
  /** A post shown elsewhere on the page (a timeline's pinned post), left out here. */
  exclude?: string | null;
  /** Shown above the posts, or above `empty` (the newsfeed's "new posts" pill). */
  header?: ReactNode;
}

/** A paged list of posts (the feed, a timeline): skeletons, an error with retry, infinite scroll and a button for the next page. */
export function PostPages({ list, empty, exclude, header }: PostPagesProps) {
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
  const posts = list.data.pages.flatMap((page) => page.items).filter((post) => post.id !== exclude);
  if (posts.length === 0 && !list.hasNextPage) {
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
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < 2} />
      ))}
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
