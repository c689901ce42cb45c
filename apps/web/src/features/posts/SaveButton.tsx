import { Bookmark } from 'lucide-react';
import { postsCopy } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import { useSavePost } from './useSavePost';

/** Saves the post to the member's favourites or takes it out; the mark changes at once. */
export function SaveButton({ postId, saved: initiallySaved }: { postId: string; saved: boolean }) {
  const { saved, toggle, pending } = useSavePost(postId, initiallySaved);
  const label = saved ? postsCopy.unsavePost : postsCopy.savePost;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      disabled={pending}
      onClick={toggle}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-muted hover:text-fg"
    >
      <Bookmark size={18} aria-hidden className={cx(saved && 'fill-current text-accent')} />
    </button>
  );
}
