import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Pin } from 'lucide-react';
import { postsCopy, type Post } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { CreatorBadge } from '../../ui/CreatorBadge';
import { timeAgo } from '../../ui/timeAgo';
import { SaveButton } from './SaveButton';
import { profilePath } from '../../paths/profileSections';
import { PostHistoryDialog } from './PostHistoryDialog';
import { PostImages } from './PostImages';
import { PostMenu } from './PostMenu';
import { useSession } from '../../api/session';
import { PostPoll } from './PostPoll';
import { PostText } from './PostText';
import { ReactionBar } from './ReactionBar';
import { SharedPost } from './SharedPost';
import { postPath } from '../../paths/postPaths';
import { VisibilityIcon } from './VisibilityIcon';
import { Warned } from './Warned';

// The comments load when a post's comments are first opened (or the Comment button is hovered or focused).
const loadComments = () => import('./CommentsSection');
const CommentsSection = lazy(() => loadComments().then((m) => ({ default: m.CommentsSection })));
const PostEditForm = lazy(() => import('./PostEditForm').then((m) => ({ default: m.PostEditForm })));

/** One post: its author, age (a link to its page), visibility, "edited" mark, text, images, reactions, comments and the author's actions. */
interface PostCardProps {
  post: Post;
  onDeleted?: () => void;
  /** Load its images at once: the first screen's posts. */
  eager?: boolean;
  /** Show its comments from the start (the post's own page). */
  commentsOpen?: boolean;
}

export function PostCard({ post, onDeleted, eager = false, commentsOpen = false }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const [comments, setComments] = useState<'closed' | 'open' | 'focus'>(commentsOpen ? 'open' : 'closed');
  const { author, timeline_owner: timelineOwner } = post;
  const session = useSession();
  const mayReport = session !== null && author.user_id !== session.user_id;
  return (
    <Card as="article" aria-labelledby={`post-${post.id}-author`} className="p-4">
      <header className="mb-3 flex items-start gap-3">
        <Link to={profilePath(author.username)} tabIndex={-1} aria-hidden>
          <Avatar name={author.nickname} src={author.user_image} colour={author.colour} />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5">
            <Link id={`post-${post.id}-author`} to={profilePath(author.username)} className="truncate font-semibold hover:underline">
              {author.nickname}
            </Link>
            {author.is_creator && <CreatorBadge />}
            {timelineOwner && (
              // "A ▸ B": written on B's timeline.
              <span className="flex min-w-0 items-center gap-1.5" title={postsCopy.timelineOwner(author.nickname, timelineOwner.nickname)}>
                <span aria-hidden>▸</span>
                <span className="sr-only">{postsCopy.timelineOwner(author.nickname, timelineOwner.nickname)}</span>
                <Link to={profilePath(timelineOwner.username)} className="truncate font-semibold hover:underline">
                  {timelineOwner.nickname}
                </Link>
              </span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-fg-muted">
            {post.pinned && (
              <>
                <span className="flex items-center gap-1 font-medium text-fg">
                  <Pin size={12} aria-hidden /> {postsCopy.pinnedMark}
                </span>
                <span aria-hidden>·</span>
              </>
            )}
            <Link to={postPath(post.id)} className="hover:underline">
              <time dateTime={post.created_at} title={new Date(post.created_at).toLocaleString()}>
                {timeAgo(post.created_at)}
              </time>
            </Link>
            <span aria-hidden>·</span>
            <VisibilityIcon visibility={post.visibility} />
            <PostHistoryDialog post={post} />
          </p>
        </div>
        {!editing && <SaveButton postId={post.id} saved={post.saved} />}
        {(post.can_edit || post.can_delete || post.can_pin || mayReport) && !editing && (
          <PostMenu
            postId={post.id}
            onEdit={post.can_edit ? () => setEditing(true) : undefined}
            mayDelete={post.can_delete}
            onDeleted={onDeleted}
            pinned={post.can_pin ? post.pinned : undefined}
            otherAuthor={mayReport ? author : undefined}
          />
        )}
      </header>
      <Warned warning={editing ? '' : post.content_warning}>
        {editing ? (
          // The text stays while the edit form loads on its first use.
          <Suspense fallback={post.text && <PostText pieces={post.text_pieces} />}>
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          post.text && <PostText pieces={post.text_pieces} />
        )}
        <PostImages images={post.images} sensitive={post.sensitive} eager={eager} />
        <PostPoll post={post} />
        <SharedPost post={post} eager={eager} />
      </Warned>
      <ReactionBar post={post} onComment={() => setComments('focus')} onCommentIntent={() => void loadComments()} />
      {comments !== 'closed' && (
        <Suspense fallback={<Skeleton className="mt-2 h-14" />}>
          <CommentsSection post={post} focus={comments === 'focus'} />
        </Suspense>
      )}
    </Card>
  );
}
