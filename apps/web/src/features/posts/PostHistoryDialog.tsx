import { useQuery } from '@tanstack/react-query';
import { postsCopy, type Post } from '@meshwork/contracts';
import { InlineAlert } from '../../ui/InlineAlert';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { postHistoryQuery } from './postQueries';
import { PostText } from './PostText';
import { VisibilityIcon } from './VisibilityIcon';

function Revisions({ postId }: { postId: string }) {
  const history = useQuery(postHistoryQuery(postId));
  if (history.isPending) return <Skeleton className="h-16" />;
  if (history.isError) return <InlineAlert tone="error">{history.error.message}</InlineAlert>;
  if (history.data.length === 0) return <p className="text-sm text-fg-muted">{postsCopy.historyEmpty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {history.data.map((revision) => (
        <li key={revision.replaced_at} className="rounded-lg border border-line p-3">
          <p className="mb-1 flex items-center gap-2 text-xs text-fg-muted">
            <VisibilityIcon visibility={revision.visibility} />
            <time dateTime={revision.replaced_at}>{postsCopy.historyReplaced(timeAgo(revision.replaced_at))}</time>
          </p>
          <PostText pieces={revision.text_pieces} />
        </li>
      ))}
    </ol>
  );
}

/** The "edited" mark of a post: it opens the earlier versions. */
export function PostHistoryDialog({ post }: { post: Post }) {
  if (!post.edited_at) return null;
  return (
    <Modal
      trigger={`· ${postsCopy.edited}`}
      triggerClassName="rounded text-xs text-fg-muted underline-offset-4 hover:underline"
      triggerTitle={post.edited_at}
      title={postsCopy.history}
      closeLabel={postsCopy.cancel}
    >
      <Revisions postId={post.id} />
    </Modal>
  );
}
