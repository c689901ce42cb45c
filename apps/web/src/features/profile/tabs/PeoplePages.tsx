import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { postsCopy, socialCopy, type Page, type Person } from '@meshwork/contracts';
import { Button } from '../../../ui/Button';
import { InlineAlert } from '../../../ui/InlineAlert';
import { Skeleton } from '../../../ui/Skeleton';
import { PersonRow } from '../../people/PersonRow';

interface PeoplePagesProps<Item extends Person> {
  list: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  /** Shown when the list is empty. */
  empty: string;
  detail?: (person: Item) => ReactNode;
}

/** A paged list of members on a profile (friends, followers, following), with loading, error and empty states. */
export function PeoplePages<Item extends Person>({ list, empty, detail }: PeoplePagesProps<Item>) {
  if (list.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-3 py-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12" />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <InlineAlert tone="error">
        {socialCopy.loadFailed}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {postsCopy.retry}
        </button>
      </InlineAlert>
    );
  }
  const people = list.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {people.map((person) => (
          <PersonRow key={person.user_id} person={person} detail={detail?.(person)} actions={null} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center pt-2">
          <Button variant="ghost" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {socialCopy.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
