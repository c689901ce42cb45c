import { Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { postsCopy, type Post } from '@meshwork/contracts';
import { Modal } from '../../ui/Modal';
import { PostForm } from './PostForm';
import { useCreatePost } from './usePostActions';

const actionClasses = 'flex h-11 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-medium text-fg-muted hover:bg-muted';

/** Share: a quote (optional) and a visibility, then the share goes to the top of the feed. */
export function ShareDialog({ post }: { post: Post }) {
  const create = useCreatePost();
  const [round, setRound] = useState(0);
  const target = post.shared_post?.id ?? post.id;
  return (
    <Modal
      key={round}
      trigger={
        <>
          <Repeat2 size={18} aria-hidden /> {postsCopy.share}
        </>
      }
      triggerClassName={actionClasses}
      title={postsCopy.sharePost}
      closeLabel={postsCopy.cancel}
    >
      <PostForm
        initial={{ text: '', visibility: 'friends' }}
        label={postsCopy.quoteLabel}
        placeholder={postsCopy.quoteLabel}
        submitLabel={postsCopy.share}
        pending={create.isPending}
        allowEmpty
        onSubmit={async (draft) => {
          const shared = (await create.mutateAsync({ ...draft, shared_post_id: target }).catch(() => undefined)) !== undefined;
          // A new key closes the dialog and empties it for the next share.
          if (shared) setRound((value) => value + 1);
          return shared;
        }}
      />
    </Modal>
  );
}
