import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { postsCopy } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { socialFeedQuery } from '../../api/socialFeed';
import { NewPostsPill } from './NewPostsPill';
import { feedQuery, firstFeedPage } from './postQueries';
import { PostPages } from './PostPages';
import { remoteEntryAt, remoteEntryId } from './remoteFeedEntry';

// Only members who follow accounts of other servers see their posts: that code stays out of the first load.
const RemoteFeedPost = lazy(() => import('./RemoteFeedPost').then((m) => ({ default: m.RemoteFeedPost })));

/** The newsfeed's posts, with followed remote accounts' among them: the first page from the shell's preload, later ones as the member scrolls. */
export function FeedList() {
  const preload = useQuery(socialFeedQuery);
  const feed = useInfiniteQuery({
    ...feedQuery,
    initialData: preload.data && firstFeedPage(preload.data),
    initialDataUpdatedAt: preload.dataUpdatedAt,
  });
  const top = useRef<HTMLDivElement>(null);
  const shownIds = useMemo(
    () =>
      new Set(feed.data?.pages.flatMap((page) => [...page.items.map((post) => post.id), ...page.remote_posts.map(remoteEntryId)]) ?? []),
    [feed.data],
  );
  // The browser keeps what the member reads in place as posts arrive above; choosing the pill goes up to them.
  const goToTop = () => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <PostPages
      list={feed}
      extrasOf={(page) =>
        page.remote_posts.map((note) => ({
          key: remoteEntryId(note),
          at: remoteEntryAt(note),
          node: (
            <Suspense>
              <RemoteFeedPost note={note} />
            </Suspense>
          ),
        }))
      }
      header={
        <>
          <NewPostsPill shownIds={shownIds} onShown={goToTop} />
          {/* Where the pill takes focus: the top of the list, so reading goes on with the newest post. */}
          <div ref={top} tabIndex={-1} className="-mb-4 scroll-mt-24 outline-none" />
        </>
      }
      empty={
        <Card>
          <EmptyState icon={Newspaper} title={postsCopy.emptyTitle}>
            {postsCopy.emptyBody}
          </EmptyState>
        </Card>
      }
    />
  );
}
