import { ChevronUp, MessageCircle, ThumbsUp } from 'lucide-react';
import { postsCopy, reactionKinds, type Post, type ReactionKind } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import { IconMenu } from '../../ui/IconMenu';
import { ReactorsDialog } from './ReactorsDialog';
import { ShareDialog } from './ShareDialog';
import { useReact } from './useEngagement';

const actionClasses = 'flex h-11 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-medium text-fg-muted hover:bg-muted';

/** The most given kinds first, for the summary line. */
const topKinds = (post: Post) =>
  reactionKinds
    .filter((kind) => post.reactions.counts[kind] > 0)
    .sort((a, b) => post.reactions.counts[b] - post.reactions.counts[a])
    .slice(0, 3);

interface ReactionBarProps {
  post: Post;
  onComment: () => void;
  /** The pointer or the focus is on a Comment button: its comments may load ahead of the click. */
  onCommentIntent: () => void;
}

/** Counts of reactions and comments, then React (a click likes or takes back; the arrow picks a kind) and Comment. */
export function ReactionBar({ post, onComment, onCommentIntent }: ReactionBarProps) {
  const react = useReact(post);
  const mine = post.reactions.mine;
  const choose = (kind: ReactionKind | null) => react.mutate(kind);
  return (
    <div className="mt-3">
      {(post.reactions.total > 0 || post.comments_count > 0) && (
        <div className="flex items-center justify-between pb-2 text-sm text-fg-muted">
          {post.reactions.total > 0 ? (
            <ReactorsDialog postId={post.id}>
              <span aria-hidden>{topKinds(post).map((kind) => postsCopy.reactionEmoji[kind])}</span>{' '}
              {postsCopy.reactionsCount(post.reactions.total)}
            </ReactorsDialog>
          ) : (
            <span />
          )}
          {post.comments_count > 0 && (
            <button
              type="button"
              className="hover:underline"
              onClick={onComment}
              onPointerEnter={onCommentIntent}
              onFocus={onCommentIntent}
            >
              {postsCopy.commentsCount(post.comments_count)}
            </button>
          )}
        </div>
      )}
      <div className="flex items-center gap-1 border-t border-line pt-1">
        <div className="flex flex-1 items-center">
          <button
            type="button"
            aria-pressed={mine !== null}
            className={cx(actionClasses, mine && 'text-link')}
            onClick={() => choose(mine ? null : 'like')}
          >
            {mine ? <span aria-hidden>{postsCopy.reactionEmoji[mine]}</span> : <ThumbsUp size={18} aria-hidden />}
            {mine ? postsCopy.reactionNames[mine] : postsCopy.reactionNames.like}
          </button>
          <IconMenu
            label={postsCopy.chooseReaction}
            icon={<ChevronUp size={16} aria-hidden />}
            side="top"
            className="animate-pop-in z-50 flex gap-1 rounded-full border border-line bg-surface p-1.5 shadow-lg"
            itemClassName="flex size-11 cursor-pointer items-center justify-center rounded-full text-2xl outline-none data-[highlighted]:scale-125 data-[highlighted]:bg-muted motion-safe:transition-transform"
            items={reactionKinds.map((kind) => ({
              key: kind,
              label: postsCopy.reactionNames[kind],
              content: <span aria-hidden>{postsCopy.reactionEmoji[kind]}</span>,
              onSelect: () => choose(kind),
              className: mine === kind ? 'bg-accent-soft' : undefined,
            }))}
          />
        </div>
        <button type="button" className={actionClasses} onClick={onComment} onPointerEnter={onCommentIntent} onFocus={onCommentIntent}>
          <MessageCircle size={18} aria-hidden /> {postsCopy.comment}
        </button>
        {(post.is_share ? post.shared_post !== null : post.visibility !== 'only_me') && <ShareDialog post={post} />}
      </div>
    </div>
  );
}
