import { useState } from 'react';
import { postsMoreCopy, type Post } from '@meshwork/contracts';
import { PostForm } from './PostForm';
import { useEditPost } from './usePostChanges';
import { WarningFields } from './WarningFields';
import { warningDraftOf, warningOf } from './warningDraft';

/** A post's text, visibility, content warning and sensitive mark being edited by its author; `onDone` when saved or cancelled. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const edit = useEditPost(post.id);
  const [warning, setWarning] = useState(() => warningDraftOf(post));
  return (
    <>
      <WarningFields value={warning} onChange={setWarning} />
      <PostForm
        initial={{ text: post.text, visibility: post.visibility }}
        submitLabel={postsMoreCopy.save}
        pending={edit.isPending}
        onCancel={onDone}
        onSubmit={async (draft) => {
          const saved = (await edit.mutateAsync({ ...draft, ...warningOf(warning) }).catch(() => undefined)) !== undefined;
          if (saved) onDone();
          return saved;
        }}
      />
    </>
  );
}
