import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { postsCopy } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { socialFeedQuery } from '../shell/queries';
import { feedQuery, firstFeedPage } from './postQueries';
import { PostPages } from './PostPages';

/** The newsfeed's posts: the first page from the shell's preload, later ones as the member scrolls. */
export function FeedList() {
  const preload = useQuery(socialFeedQuery);
  const feed = useInfiniteQuery({
    ...feedQuery,
    initialData: preload.data && firstFeedPage(preload.data),
    initialDataUpdatedAt: preload.dataUpdatedAt,
  });
  return (
    <PostPages
      list={feed}
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
