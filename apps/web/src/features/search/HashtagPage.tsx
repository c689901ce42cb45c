import { useInfiniteQuery } from '@tanstack/react-query';
import { Hash, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { hashtagParamsSchema, searchCopy } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PostResults } from './PostResults';
import { hashtagPostsQuery } from './searchQueries';

/** `/hashtag/:tag`: the posts with the hashtag that the member may see, newest first; a tag no post can carry says so. */
export function HashtagPage() {
  const { tag = '' } = useParams();
  const parsed = hashtagParamsSchema.shape.tag.safeParse(tag);
  const normalised = parsed.success ? parsed.data : tag;
  const results = useInfiniteQuery({ ...hashtagPostsQuery(normalised), retry: false, enabled: parsed.success });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="flex items-center gap-1 text-xl font-semibold break-all">
        <Hash size={22} aria-hidden />
        {normalised}
      </h1>
      {parsed.success ? (
        <PostResults results={results} empty={searchCopy.hashtagEmpty} />
      ) : (
        <Card>
          <EmptyState icon={SearchX} title={searchCopy.notAHashtag}>
            {searchCopy.invalidHashtag}
          </EmptyState>
        </Card>
      )}
    </div>
  );
}
