import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { administrationCopy, type Page } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';

interface PagedAdminListProps<Item> {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  /** The list's accessible name. */
  label: string;
  loadFailed: string;
  empty: { icon: LucideIcon; title: string; hint?: string };
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}

/** An administrators' list read a page at a time: placeholders, a failure with a retry, an empty state, the rows and "Load more". */
export function PagedAdminList<Item>({ query, label, loadFailed, empty, keyOf, children }: PagedAdminListProps<Item>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Card className="overflow-hidden">
        {query.isPending ? (
          <ul aria-busy="true" className="divide-y divide-line">
            {[0, 1, 2].map((row) => (
              <li key={row} className="px-4 py-3">
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <div className="p-4">
            <InlineAlert tone="error">
              <p>{loadFailed}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
                {administrationCopy.retry}
              </Button>
            </InlineAlert>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title}>
            {empty.hint}
          </EmptyState>
        ) : (
          <ul aria-label={label} className="divide-y divide-line">
            {items.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
          </ul>
        )}
      </Card>
      {query.hasNextPage && (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {administrationCopy.loadMore}
        </Button>
      )}
    </>
  );
}
