import { useInfiniteQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { useParams } from 'react-router';
import { searchCopy } from '@meshwork/contracts';
import { PostResults } from './PostResults';
import { hashtagPostsQuery } from './searchQueries';

/** `/hashtag/:tag`: the posts with the hashtag that the member may see, newest first. */
export function HashtagPage() {
  const { tag = '' } = useParams();
  const normalised = tag.toLowerCase();
  const results = useInfiniteQuery({ ...hashtagPostsQuery(normalised), retry: false });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="flex items-center gap-1 text-xl font-semibold break-all">
        <Hash size={22} aria-hidden />
        {normalised}
      </h1>
      <PostResults results={results} empty={searchCopy.hashtagEmpty} />
    </div>
  );
}
