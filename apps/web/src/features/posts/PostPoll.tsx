import { Check } from 'lucide-react';
import { postsCopy, type Post } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { usePollVote } from './usePollVote';

/** A post's poll: a button per option until the member votes, then the results as bars. */
export function PostPoll({ post }: { post: Post }) {
  const vote = usePollVote(post.id);
  const { poll } = post;
  if (!poll) return null;
  const total = poll.total_votes;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {poll.options.map((option) =>
        total === null ? (
          <button
            key={option.id}
            type="button"
            aria-label={postsCopy.vote(option.text)}
            disabled={vote.isPending}
            onClick={() => vote.mutate(option.id)}
            className="h-11 rounded-full border border-link px-4 text-sm font-medium text-link hover:bg-accent-soft disabled:opacity-50"
          >
            {option.text}
          </button>
        ) : (
          <div key={option.id} className="relative h-11 overflow-hidden rounded-lg bg-muted">
            <div
              className={cx('absolute inset-y-0 left-0', option.id === poll.my_vote ? 'bg-accent-soft' : 'bg-line')}
              style={{ width: `${total > 0 ? ((option.votes ?? 0) / total) * 100 : 0}%` }}
            />
            <div className="relative flex h-full items-center justify-between px-3 text-sm">
              <span className="flex items-center gap-2 font-medium">
                {option.text}
                {option.id === poll.my_vote && <Check size={16} aria-label={postsCopy.yourVote} />}
              </span>
              <span>{total > 0 ? Math.round(((option.votes ?? 0) / total) * 100) : 0}%</span>
            </div>
          </div>
        ),
      )}
      <p className="text-xs text-fg-muted">
        {total !== null && `${postsCopy.votesCount(total)} · `}
        {poll.closed ? postsCopy.pollEnded : postsCopy.pollEnds(timeAgo(poll.closes_at))}
      </p>
    </div>
  );
}
