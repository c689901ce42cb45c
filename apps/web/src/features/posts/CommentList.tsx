import { useInfiniteQuery } from '@tanstack/react-query';
import { commentsCopy, type Post } from '@meshwork/contracts';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { CommentItem } from './CommentItem';
import { commentsQuery } from './postQueries';

/** A post's comments, or one comment's replies, oldest first, with more on demand. */
export function CommentList({ post, parentId }: { post: Post; parentId?: string }) {
  const list = useInfiniteQuery(commentsQuery(post.id, parentId));
  if (list.isPending) return <Skeleton className="h-10" />;
  if (list.isError) return <InlineAlert tone="error">{list.error.message}</InlineAlert>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.data.pages.flatMap((page) =>
          page.items.map((comment) => <CommentItem key={comment.id} comment={comment} post={post} Replies={CommentList} />),
        )}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className="self-start text-xs font-semibold text-fg-muted hover:underline"
          onClick={() => void list.fetchNextPage()}
        >
          {commentsCopy.moreComments}
        </button>
      )}
    </>
  );
}
