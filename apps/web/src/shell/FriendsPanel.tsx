import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, UserRoundX } from 'lucide-react';
import { useId, useState } from 'react';
import { limits, messages, shellCopy } from '@meshwork/contracts';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { InlineAlert } from '../ui/InlineAlert';
import { Skeleton } from '../ui/Skeleton';
import { friendsSearchQuery } from '../features/friends/friendsQueries';
import { FriendRow } from './FriendRow';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { SearchInput } from '../ui/SearchInput';

/**
 * Friends to start a conversation with (§2): the server searches them 300 ms after the last key.
 * `onChosen` lets the drawer that holds it close, so the chat box opens above everything.
 */
export function FriendsPanel({ onChosen }: { onChosen?: () => void }) {
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query.trim(), limits.searchDebounceMs);
  const friends = useInfiniteQuery({ ...friendsSearchQuery(settledQuery), placeholderData: keepPreviousData });
  const shown = friends.data?.pages.flatMap((page) => page.items) ?? [];
  const [listOpen, setListOpen] = useState(true);
  const listId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-base font-semibold capitalize">{messages.friendsTitle}</h2>
        <p className="text-sm text-fg-muted first-letter:uppercase">{messages.friendsSubtitle}</p>
      </div>
      <SearchInput
        label={shellCopy.findFriendsLabel}
        value={query}
        onValueChange={setQuery}
        placeholder={messages.findFriendsPlaceholder}
      />
      <div>
        <button
          type="button"
          aria-expanded={listOpen}
          aria-controls={listId}
          data-state={listOpen ? 'open' : 'closed'}
          onClick={() => setListOpen(!listOpen)}
          className="group flex h-11 w-full items-center justify-between rounded-lg px-2 text-sm font-medium text-fg-muted hover:bg-muted"
        >
          <span>{settledQuery ? shellCopy.searchResults : shellCopy.allFriends}</span>
          <ChevronDown size={18} aria-hidden className="transition-transform duration-150 group-data-[state=closed]:-rotate-90" />
        </button>
        <div id={listId} hidden={!listOpen} aria-busy={friends.isFetching}>
          {friends.isPending ? (
            <div className="mt-1 flex flex-col gap-2 px-2">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-11" />
              ))}
            </div>
          ) : friends.isError ? (
            <InlineAlert tone="error" className="mt-2">
              {shellCopy.loadFailed}{' '}
              <button type="button" className="underline" onClick={() => void friends.refetch()}>
                {shellCopy.retry}
              </button>
            </InlineAlert>
          ) : shown.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-0.5">
              {shown.map((friend) => (
                <FriendRow key={friend.user_id} friend={friend} onChosen={onChosen} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={UserRoundX} title={messages.emptyListTitle} headingLevel="h3" className="py-8">
              {messages.emptyListText}
            </EmptyState>
          )}
          {friends.hasNextPage && (
            <Button
              variant="ghost"
              className="mt-1 w-full"
              loading={friends.isFetchingNextPage}
              onClick={() => void friends.fetchNextPage()}
            >
              {shellCopy.loadMore}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
