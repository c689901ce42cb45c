import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { api, outputOf } from '../../api/client';
import { clearArrivals } from './feedArrivals';
import { postKeys, type FeedData } from './postQueries';

export interface NewPostsProps {
  shownIds: ReadonlySet<string>;
  onShown: () => void;
}

/**
 * "N new posts": the posts announced live that the feed does not show yet. Choosing it fetches the
 * feed's newest page (the server's policy decides what arrives) and puts the new posts on top of
 * the pages already loaded, so nothing else of the feed reloads or loses its state.
 */
export function NewPostsButton({ waiting, shownIds, onShown }: NewPostsProps & { waiting: number }) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  const showNewPosts = async () => {
    setLoading(true);
    try {
      const newest = await outputOf(api.GET('/social/feed'));
      queryClient.setQueryData<FeedData>(postKeys.feed(), (feed) => {
        if (!feed) return feed;
        const [first, ...rest] = feed.pages;
        const fresh = newest.items.filter((post) => !shownIds.has(post.id));
        return { ...feed, pages: [{ ...first!, items: [...fresh, ...first!.items] }, ...rest] };
      });
      clearArrivals();
      onShown();
    } finally {
      setLoading(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void showNewPosts()}
      disabled={loading}
      className="inline-flex h-11 items-center gap-2 rounded-full bg-brand px-4 text-sm font-medium text-white shadow-soft transition-colors duration-150 hover:bg-brand-hover disabled:opacity-70"
    >
      <ArrowUp size={16} aria-hidden />
      {postsCopy.newPosts(waiting)}
    </button>
  );
}
