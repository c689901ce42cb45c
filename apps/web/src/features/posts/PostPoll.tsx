import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { toast } from '../../ui/toast';
import { messages, postsCopy, type Post } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, outputOf } from '../../api/client';
import { cx } from '../../ui/cx';
import { timeAgo } from '../../ui/timeAgo';
import { updatePost } from './usePostActions';

/** A post's poll: a button per option until the member votes, then the results as bars. */
export function PostPoll({ post }: { post: Post }) {
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: (optionId: string) =>
      outputOf(api.POST('/posts/{id}/poll/vote', { params: { path: { id: post.id } }, body: { option_id: optionId } })),
    onSuccess: (poll) => updatePost(queryClient, post.id, (current) => ({ ...current, poll })),
    onError: (error) => toast.error(isApiError(error) ? error.message : messages.genericError),
  });
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
