import { postsCopy } from '@meshwork/contracts';
import { Sparkles } from 'lucide-react';

/** The mark of a creator: a member whose followers are public. */
export function CreatorBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-line bg-muted px-2 py-0.5 text-xs font-medium text-fg">
      <Sparkles aria-hidden className="size-3 text-brand" />
      {postsCopy.creatorBadge}
    </span>
  );
}
