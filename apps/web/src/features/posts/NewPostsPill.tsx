import { lazy, Suspense } from 'react';
import { useArrivals } from './feedArrivals';
import type { NewPostsProps } from './NewPostsButton';

// The button and what it does load with the first post announced live.
const NewPostsButton = lazy(() => import('./NewPostsButton').then((m) => ({ default: m.NewPostsButton })));

/** Where "N new posts" shows, above the feed: announced politely, so the region is there from the start. */
export function NewPostsPill({ shownIds, onShown }: NewPostsProps) {
  const waiting = useArrivals().filter((id) => !shownIds.has(id)).length;
  return (
    <div aria-live="polite" className="sticky top-20 z-20 flex h-0 justify-center">
      {waiting > 0 && (
        <Suspense>
          <NewPostsButton waiting={waiting} shownIds={shownIds} onShown={onShown} />
        </Suspense>
      )}
    </div>
  );
}
