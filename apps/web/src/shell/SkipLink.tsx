import type { MouseEvent } from 'react';
import { shellCopy } from '@meshwork/contracts';

/** The first stop of the keyboard: hidden until focused, it moves focus past the header to the page's content. */
export function SkipLink({ target }: { target: string }) {
  const skip = (event: MouseEvent) => {
    // Focus, not a hash change: the router keeps the address as it is.
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only rounded-lg bg-surface px-4 py-3 text-sm font-semibold text-fg shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {shellCopy.skipToContent}
    </a>
  );
}
