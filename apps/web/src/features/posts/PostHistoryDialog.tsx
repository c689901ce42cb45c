import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { postsCopy, type Post } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
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
          <PostText text={revision.text} />
        </li>
      ))}
    </ol>
  );
}

/** The "edited" mark of a post: it opens the earlier versions. */
export function PostHistoryDialog({ post }: { post: Post }) {
  if (!post.edited_at) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger className="rounded text-xs text-fg-muted underline-offset-4 hover:underline" title={post.edited_at}>
        · {postsCopy.edited}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-line bg-surface shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="text-base font-semibold">{postsCopy.history}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={postsCopy.cancel}>
                <X size={20} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-4">
            <Revisions postId={post.id} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
