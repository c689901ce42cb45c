import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Skeleton } from '../../ui/Skeleton';
import { FeedList } from '../posts/FeedList';
import { PostComposer } from '../posts/PostComposer';
import { welcomeQuery } from '../welcome/welcomeQueries';

// Only new members see the welcome: its code loads when it is shown, outside the newsfeed's first load.
const WelcomeCard = lazy(() => import('../welcome/WelcomeCard').then((m) => ({ default: m.WelcomeCard })));

/** The newsfeed: a new member's welcome, the composer, then the member's own, friends' and followings' posts, newest first. */
export function NewsfeedPage() {
  const session = useSession();
  // The welcome is an extra: while it loads, or if it fails, the newsfeed shows without it.
  const welcome = useQuery(welcomeQuery).data;
  const title = useRef<HTMLHeadingElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 ref={title} tabIndex={-1} className="text-xl font-semibold outline-none">
        {postsCopy.newsfeedTitle}
      </h1>
      {welcome?.shown && (
        <Suspense fallback={<Skeleton className="h-72" />}>
          <WelcomeCard
            welcome={welcome}
            onWritePost={() => composer.current?.querySelector('textarea')?.focus()}
            onDismissed={() => title.current?.focus()}
          />
        </Suspense>
      )}
      <div ref={composer}>{session && <PostComposer session={session} />}</div>
      <FeedList />
    </div>
  );
}
