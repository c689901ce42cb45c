import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { ThumbsUp } from 'lucide-react';
import { cx } from '../../ui/cx';
import { useRemoteLike } from './useRemoteLike';

/** Likes a note of another server, or takes the like back. */
export function RemoteLikeButton({ note, className }: { note: FediverseNote; className?: string }) {
  const { liked, toggle } = useRemoteLike(note);
  return (
    <button
      type="button"
      aria-pressed={liked}
      className={cx(
        'flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium hover:bg-muted',
        liked ? 'text-link' : 'text-fg-muted',
        className,
      )}
      onClick={toggle}
    >
      <ThumbsUp size={16} fill={liked ? 'currentColor' : 'none'} aria-hidden />
      {fediverseCopy.like}
    </button>
  );
}
