import { ArrowUp } from 'lucide-react';
import { postsMoreCopy } from '@meshwork/contracts';
import { useShowNewPosts } from './useShowNewPosts';

export interface NewPostsProps {
  shownIds: ReadonlySet<string>;
  onShown: () => void;
}

/** "N new posts": the posts announced live that the feed does not show yet, put on top when chosen. */
export function NewPostsButton({ waiting, shownIds, onShown }: NewPostsProps & { waiting: number }) {
  const newPosts = useShowNewPosts(shownIds, onShown);
  return (
    <button
      type="button"
      onClick={() => void newPosts.show()}
      disabled={newPosts.loading}
      className="inline-flex h-11 items-center gap-2 rounded-full bg-brand px-4 text-sm font-medium text-white shadow-soft transition-colors duration-150 hover:bg-brand-hover disabled:opacity-70"
    >
      <ArrowUp size={16} aria-hidden />
      {postsMoreCopy.newPosts(waiting)}
    </button>
  );
}
