import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { mutingCopy } from '@meshwork/contracts';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';

const copy = mutingCopy.section;

interface ListStateProps<Data, Item> {
  query: UseQueryResult<Data>;
  /** What shows when the list has no item. */
  empty: string;
  /** The items of what the query answers (a page's items, or the answer itself). */
  itemsOf: (data: Data) => Item[];
  children: (items: Item[]) => ReactNode;
}

/** A muting list while it loads, when it fails (with a retry), empty, or its items. */
export function ListState<Data, Item>({ query, empty, itemsOf, children }: ListStateProps<Data, Item>) {
  if (query.isPending)
    return (
      <div>
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
        <Skeleton className="h-11" />
      </div>
    );
  if (query.isError)
    return (
      <InlineAlert tone="error">
        {copy.loadFailed}{' '}
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {copy.retry}
        </button>
      </InlineAlert>
    );
  const items = itemsOf(query.data);
  return items.length === 0 ? <p className="text-sm text-fg-muted">{empty}</p> : children(items);
}
