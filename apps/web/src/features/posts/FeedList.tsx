import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { postsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { socialFeedQuery } from '../shell/queries';
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
  const posts = feed.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <Card>
        <EmptyState icon={Newspaper} title={postsCopy.emptyTitle}>
          {postsCopy.emptyBody}
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={feed.isFetchingNextPage || undefined}>
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
