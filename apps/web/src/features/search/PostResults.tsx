import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { postsCopy, searchCopy, type Page, type Post } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { PostCard } from '../posts/PostCard';
import { PostSkeleton } from '../posts/PostSkeleton';
import { useOnVisible } from '../posts/useOnVisible';

interface PostResultsProps {
  results: UseInfiniteQueryResult<InfiniteData<Page<Post>>>;
  empty: string;
}

/** Pages of posts (search results, a hashtag's posts): skeletons, an empty state, an error with a retry, more as the member scrolls. */
export function PostResults({ results, empty }: PostResultsProps) {
  const loadMore = () => {
    if (results.hasNextPage && !results.isFetchingNextPage && !results.isError) void results.fetchNextPage();
  };
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, results.hasNextPage);
  if (results.isPending) return <PostSkeleton />;
  if (results.isError && !results.data) {
    return (
      <InlineAlert tone="error">
        {searchCopy.loadError}{' '}
        <button type="button" className="underline" onClick={() => void results.refetch()}>
          {postsCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  const posts = results.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <Card>
        <EmptyState icon={SearchX} title={empty} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={results.isFetchingNextPage || undefined}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < 2} />
      ))}
      {results.isFetchingNextPage && <PostSkeleton />}
      <div ref={sentinel} className="flex justify-center">
        {results.hasNextPage && (
          <Button variant="ghost" onClick={loadMore} loading={results.isFetchingNextPage}>
            {postsCopy.loadMore}
          </Button>
        )}
      </div>
    </div>
  );
}
