import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { postsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { useMemo, useRef } from 'react';
import { InlineAlert } from '../../ui/InlineAlert';
import { socialFeedQuery } from '../shell/queries';
import { NewPostsPill } from './NewPostsPill';
import { feedQuery, firstFeedPage } from './postQueries';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostSkeleton';
import { useOnVisible } from './useOnVisible';

/** The newsfeed's posts: the first page from the shell's preload, later ones as the member scrolls. */
export function FeedList() {
  const preload = useQuery(socialFeedQuery);
  const feed = useInfiniteQuery({
    ...feedQuery,
    initialData: preload.data && firstFeedPage(preload.data),
    initialDataUpdatedAt: preload.dataUpdatedAt,
  });
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError) void feed.fetchNextPage();
  };
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, feed.hasNextPage);
  const top = useRef<HTMLDivElement>(null);
  const posts = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  const shownIds = useMemo(() => new Set(posts.map((post) => post.id)), [posts]);
  // The browser keeps what the member reads in place as posts arrive above; choosing the pill goes up to them.
  const goToTop = () => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  };
  const pill = <NewPostsPill shownIds={shownIds} onShown={goToTop} />;

  if (feed.isPending) return <PostSkeleton />;
  if (feed.isError && !feed.data) {
    return (
      <InlineAlert tone="error">
        {postsCopy.loadError}{' '}
        <button type="button" className="underline" onClick={() => void feed.refetch()}>
          {postsCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  if (posts.length === 0) {
    return (
      <Card>
        {pill}
        <EmptyState icon={Newspaper} title={postsCopy.emptyTitle}>
          {postsCopy.emptyBody}
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={feed.isFetchingNextPage || undefined}>
      {pill}
      <div ref={top} tabIndex={-1} aria-label={postsCopy.newsfeedTitle} className="-mb-4 scroll-mt-24 outline-none" />
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < 2} />
      ))}
      {feed.isFetchingNextPage && <PostSkeleton />}
      <div ref={sentinel} className="flex justify-center">
        {feed.hasNextPage ? (
          // Also a button: keyboard and screen-reader users reach the next page without scrolling.
          <Button variant="ghost" onClick={loadMore} loading={feed.isFetchingNextPage}>
            {postsCopy.loadMore}
          </Button>
        ) : (
          <p className="py-4 text-sm text-fg-muted">{postsCopy.endOfFeed}</p>
        )}
      </div>
    </div>
  );
}
