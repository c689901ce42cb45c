import { useQuery } from '@tanstack/react-query';
import { postsMoreCopy } from '@meshwork/contracts';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { postHistoryQuery } from './postQueries';
import { PostText } from './PostText';
import { VisibilityIcon } from './VisibilityIcon';

/** A post's earlier versions: the history dialog's body, loaded when it first opens. */
export function PostRevisions({ postId }: { postId: string }) {
  const history = useQuery(postHistoryQuery(postId));
  if (history.isPending) return <Skeleton className="h-16" />;
  if (history.isError) return <InlineAlert tone="error">{history.error.message}</InlineAlert>;
  if (history.data.length === 0) return <p className="text-sm text-fg-muted">{postsMoreCopy.historyEmpty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {history.data.map((revision) => (
        <li key={revision.replaced_at} className="rounded-lg border border-line p-3">
          <p className="mb-1 flex items-center gap-2 text-xs text-fg-muted">
            <VisibilityIcon visibility={revision.visibility} />
            <time dateTime={revision.replaced_at}>{postsMoreCopy.historyReplaced(timeAgo(revision.replaced_at))}</time>
          </p>
          <PostText pieces={revision.text_pieces} />
        </li>
      ))}
    </ol>
  );
}
