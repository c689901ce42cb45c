import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, outputOf } from '../../api/client';
import { clearArrivals } from './feedArrivals';
import { postKeys, type HomeFeedData } from './postQueries';
import { remoteEntryId } from './remoteFeedEntry';

/**
 * Fetches the feed's newest page (the server's policy decides what arrives) and puts the posts not
 * shown yet on top of the pages already loaded, so nothing else of the feed reloads or loses its state.
 */
export function useShowNewPosts(shownIds: ReadonlySet<string>, onShown: () => void) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const show = async () => {
    setLoading(true);
    try {
      const newest = await outputOf(api.GET('/social/feed'));
      queryClient.setQueryData<HomeFeedData>(postKeys.feed(), (feed) => {
        if (!feed) return feed;
        const [first, ...rest] = feed.pages;
        const fresh = newest.items.filter((post) => !shownIds.has(post.id));
        const freshNotes = newest.remote_posts.filter((note) => !shownIds.has(remoteEntryId(note)));
        return {
          ...feed,
          pages: [{ ...first!, items: [...fresh, ...first!.items], remote_posts: [...freshNotes, ...first!.remote_posts] }, ...rest],
        };
      });
      clearArrivals();
      onShown();
    } finally {
      setLoading(false);
    }
  };
  return { show, loading };
}
