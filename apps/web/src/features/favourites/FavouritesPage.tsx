import { useInfiniteQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { postsCopy, profilesCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { PostCard } from '../posts/PostCard';
import { PostSkeleton } from '../posts/PostSkeleton';
import { favouritesQuery } from '../posts/favouritesQueries';

/** `/favourites`: the posts the member saved that they may still see, the newest save first. */
export function FavouritesPage() {
  const favourites = useInfiniteQuery(favouritesQuery);
  const posts = favourites.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="favourites-title" className="flex flex-col gap-4">
      <h1 id="favourites-title" className="text-2xl font-semibold">
        {profilesCopy.favouritesTitle}
      </h1>
      {favourites.isPending ? (
        <PostSkeleton />
      ) : favourites.isError && posts.length === 0 ? (
        <InlineAlert tone="error">
          {profilesCopy.favouritesLoadError}{' '}
          <button type="button" className="underline" onClick={() => void favourites.refetch()}>
            {postsCopy.retry}
          </button>
        </InlineAlert>
      ) : posts.length === 0 ? (
        <Card>
          <EmptyState icon={Bookmark} title={profilesCopy.favouritesEmptyTitle}>
            {profilesCopy.favouritesEmptyBody}
          </EmptyState>
        </Card>
      ) : (
        <>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
          {favourites.hasNextPage && (
            <Button
              variant="ghost"
              className="self-center"
              onClick={() => void favourites.fetchNextPage()}
              loading={favourites.isFetchingNextPage}
            >
              {postsCopy.loadMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
