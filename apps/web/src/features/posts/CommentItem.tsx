import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { commentsCopy, postsCopy, reportEntryCopy, type Comment, type Post } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { ReportDialog } from '../reports/ReportDialog';
import { Avatar } from '../../ui/Avatar';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { profilePath } from '../../paths/profileSections';
import { CommentComposer } from './CommentComposer';
import { commentAnchor } from '../../paths/postPaths';
import { PostText } from './PostText';
import { useDeleteComment, useEditComment, useLikeComment } from './useCommentActions';
import { useHashTarget } from './useHashTarget';

const linkButton = 'font-semibold hover:underline disabled:opacity-50';

/** The list that shows a comment's replies: passed in, so that the list and its items do not import each other. */
type RepliesList = ComponentType<{ post: Post; parentId: string }>;

/** A comment: its author and text, then Like, Reply, Edit and Delete as the viewer may; a top-level comment holds its replies. */
export function CommentItem({ comment, post, Replies }: { comment: Comment; post: Post; Replies: RepliesList }) {
  const session = useSession();
  const mayReport = session !== null && comment.author.user_id !== session.user_id;
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const like = useLikeComment(comment);
  const edit = useEditComment(comment);
  const remove = useDeleteComment(comment);
  const pending = comment.id.startsWith('pending-');
  const topLevel = comment.parent_id === null;
  const anchor = useHashTarget<HTMLLIElement>(commentAnchor(comment.id));
  return (
    <li ref={anchor} id={commentAnchor(comment.id)} className={cx('flex scroll-mt-24 gap-2', pending && 'opacity-60')}>
      <Avatar name={comment.author.nickname} src={comment.author.user_image} colour={comment.author.colour} size={32} />
      <div className="min-w-0 flex-1">
        <div className="inline-block max-w-full rounded-2xl bg-muted px-3 py-2">
          <Link to={profilePath(comment.author.username)} className="text-sm font-semibold hover:underline">
            {comment.author.nickname}
          </Link>
          {editing ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (draft.trim()) edit.mutate(draft.trim(), { onSuccess: () => setEditing(false) });
              }}
            >
              <input
                aria-label={commentsCopy.editComment}
                value={draft}
                autoFocus
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
                className="mt-1 h-9 w-full rounded-md border border-line bg-page px-2 text-sm"
              />
            </form>
          ) : (
            <div className="text-sm">
              <PostText pieces={comment.text_pieces} />
            </div>
          )}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-3 px-3 text-xs text-fg-muted">
          <time dateTime={comment.created_at}>{timeAgo(comment.created_at)}</time>
          {comment.edited_at && <span>{postsCopy.edited}</span>}
          <button
            type="button"
            aria-pressed={comment.liked}
            disabled={pending}
            className={cx(linkButton, comment.liked && 'text-link')}
            onClick={() => like.mutate(!comment.liked)}
          >
            {commentsCopy.likeComment}
            {comment.likes_count > 0 && ` · ${comment.likes_count}`}
          </button>
          <button type="button" disabled={pending} className={linkButton} onClick={() => (setReplying(true), setShowReplies(true))}>
            {commentsCopy.reply}
          </button>
          {comment.can_edit && !pending && (
            <button type="button" className={linkButton} onClick={() => setEditing(true)}>
              {postsCopy.editPost}
            </button>
          )}
          {comment.can_delete && !pending && (
            <button type="button" className={linkButton} onClick={() => remove.mutate()}>
              {postsCopy.deletePost}
            </button>
          )}
          {mayReport && !pending && (
            <button type="button" className={linkButton} aria-label={reportEntryCopy.reportComment} onClick={() => setReporting(true)}>
              {reportEntryCopy.reportButton}
            </button>
          )}
        </div>
        {mayReport && (
          <ReportDialog
            target={{ type: 'comment', id: comment.id }}
            open={reporting}
            onOpenChange={setReporting}
            title={reportEntryCopy.reportComment}
          />
        )}
        {topLevel && comment.replies_count > 0 && !showReplies && (
          <button
            type="button"
            className="mt-1 px-3 text-xs font-semibold text-fg-muted hover:underline"
            onClick={() => setShowReplies(true)}
          >
            {commentsCopy.showReplies(comment.replies_count)}
          </button>
        )}
        {topLevel && showReplies && (
          <div className="mt-2 flex flex-col gap-2">
            <Replies post={post} parentId={comment.id} />
            {replying && <CommentComposer post={post} parentId={comment.id} autoFocus />}
          </div>
        )}
      </div>
    </li>
  );
}
