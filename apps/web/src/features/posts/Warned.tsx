import type { ReactNode } from 'react';

/**
 * A post's text and pictures behind its content warning: the warning shows first as a disclosure
 * button, the rest after a click. A native `details`, so the keyboard, the expanded state announced
 * to screen readers and the hidden content come with it, at almost no cost to the newsfeed's first load.
 */
export const Warned = ({ warning, children }: { warning: string; children: ReactNode }) =>
  warning ? (
    <details>
      <summary className="mb-3 font-medium">{warning}</summary>
      {children}
    </details>
  ) : (
    children
  );
