import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { commentsCopy, limits, type Comment, type Post } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useAddComment } from './useCommentActions';

let pendingCount = 0;

/** One line to comment on a post or reply in a thread; Enter sends, and the comment shows at once. */
export function CommentComposer({ post, parentId, autoFocus = false }: { post: Post; parentId?: string; autoFocus?: boolean }) {
  const session = useSession();
  const add = useAddComment(post, parentId);
  const [text, setText] = useState('');
  if (!session) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    const now = new Date().toISOString();
    const pending: Comment = {
      id: `pending-${(pendingCount += 1)}`,
      post_id: post.id,
      parent_id: parentId ?? null,
      author: { ...session, is_creator: false },
      text: trimmed,
      // Plain until the server answers with the comment as stored, its links found.
      text_pieces: [{ kind: 'text', text: trimmed }],
      created_at: now,
      edited_at: null,
      likes_count: 0,
      liked: false,
      replies_count: 0,
      // The author's own: theirs to edit and delete once stored.
      can_edit: true,
      can_delete: true,
    };
    add.mutate({ text: trimmed, pending });
    setText('');
  };
  const label = parentId ? commentsCopy.replyLabel : commentsCopy.commentLabel;
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <Avatar name={session.nickname} src={session.user_image} colour={session.colour} size={32} />
      <input
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={limits.commentTextMaxLength}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        className="h-10 min-w-0 flex-1 rounded-full border border-line bg-page px-4 text-sm text-fg placeholder:text-fg-muted"
      />
      <Button type="submit" variant="ghost" size="icon" aria-label={commentsCopy.send} disabled={!text.trim()}>
        <SendHorizontal size={18} aria-hidden />
      </Button>
    </form>
  );
}
