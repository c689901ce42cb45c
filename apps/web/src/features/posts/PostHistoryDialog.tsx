import { lazy } from 'react';
import { postsCopy, type Post } from '@meshwork/contracts';
import { Modal } from '../../ui/Modal';

const PostRevisions = lazy(() => import('./PostRevisions').then((m) => ({ default: m.PostRevisions })));

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
      <PostRevisions postId={post.id} />
    </Modal>
  );
}
