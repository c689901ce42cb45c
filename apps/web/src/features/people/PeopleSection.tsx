import type { ReactNode } from 'react';
import { socialCopy } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';

interface PeopleSectionProps {
  title: string;
  /** What the empty list says. */
  empty: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  children: ReactNode;
}

/** A titled list of people with its loading, empty and error states. */
export function PeopleSection({ title, empty, state, count, children }: PeopleSectionProps) {
  const id = `people-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card as="section" aria-labelledby={id} className="px-5 py-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {state.isPending ? (
        <Skeleton className="mt-3 h-14" />
      ) : state.isError ? (
        <InlineAlert tone="error" className="mt-3">
          {socialCopy.loadFailed}{' '}
          <button type="button" className="underline" onClick={() => void state.refetch()}>
            {socialCopy.retry}
          </button>
        </InlineAlert>
      ) : count === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </Card>
  );
}
