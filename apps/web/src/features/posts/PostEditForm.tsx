import { postsCopy, type Post } from '@meshwork/contracts';
import { PostForm } from './PostForm';
import { useEditPost } from './usePostChanges';

/** A post's text and visibility being edited by its author; `onDone` when saved or cancelled. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const edit = useEditPost(post.id);
  return (
    <PostForm
      initial={{ text: post.text, visibility: post.visibility }}
      submitLabel={postsCopy.save}
      pending={edit.isPending}
      onCancel={onDone}
      onSubmit={async (draft) => {
        const saved = (await edit.mutateAsync(draft).catch(() => undefined)) !== undefined;
        if (saved) onDone();
        return saved;
      }}
    />
  );
}
