import { commentsCopy, type Post } from '@meshwork/contracts';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';

/** Under a post: its comments (when it has any) and the line to add one. */
export function CommentsSection({ post, focus }: { post: Post; focus: boolean }) {
  return (
    <section aria-label={commentsCopy.comments} className="mt-2 flex flex-col gap-3 border-t border-line pt-3">
      {post.comments_count > 0 && <CommentList post={post} />}
      <CommentComposer post={post} autoFocus={focus} />
    </section>
  );
}
