import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { postsCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { profilePath } from '../../paths/profileSections';
import { reactorsQuery } from './postQueries';

/** Who reacted to a post, with which kind: the reactions dialog's body, loaded when it first opens. */
export function ReactorList({ postId }: { postId: string }) {
  const list = useInfiniteQuery(reactorsQuery(postId));
  if (list.isPending) return <Skeleton className="h-12" />;
  if (list.isError) return <InlineAlert tone="error">{list.error.message}</InlineAlert>;
  return (
    <>
      <ul className="flex flex-col gap-1">
        {list.data.pages.flatMap((page) =>
          page.items.map(({ member, kind }) => (
            <li key={member.user_id} className="flex items-center gap-3 rounded-lg p-2">
              <Avatar name={member.nickname} src={member.user_image} colour={member.colour} size={32} />
              <Link to={profilePath(member.username)} className="flex-1 truncate font-medium hover:underline">
                {member.nickname}
              </Link>
              <span title={postsCopy.reactionNames[kind]} className="text-xl">
                <span aria-hidden>{postsCopy.reactionEmoji[kind]}</span>
                <span className="sr-only">{postsCopy.reactionNames[kind]}</span>
              </span>
            </li>
          )),
        )}
      </ul>
      {list.hasNextPage && (
        <Button variant="ghost" className="mt-2 w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {postsCopy.loadMore}
        </Button>
      )}
    </>
  );
}
