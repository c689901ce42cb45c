import { ChevronDown, Search, UserRoundX } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { limits, messages, type Friend } from '@meshwork/contracts';
import { EmptyState } from '../../ui/EmptyState';
import { Input } from '../../ui/Input';
import { filterFriends } from './filterFriends';
import { FriendRow } from './FriendRow';
import { useDebouncedValue } from './useDebouncedValue';

/** Friends to start a conversation with (§2); searching filters the feed's list until the server search lands. */
export function FriendsPanel({ friends }: { friends: Friend[] }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, limits.searchDebounceMs);
  const shown = filterFriends(friends, settledQuery);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-base font-semibold capitalize">{messages.friendsTitle}</h2>
        <p className="text-sm text-fg-muted first-letter:uppercase">{messages.friendsSubtitle}</p>
      </div>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Find friends
        </label>
        <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={messages.findFriendsPlaceholder}
          className="pl-10"
          autoComplete="off"
        />
      </div>
      <Collapsible.Root defaultOpen>
        <Collapsible.Trigger className="group flex h-11 w-full items-center justify-between rounded-lg px-2 text-sm font-medium text-fg-muted hover:bg-muted">
          <span>All friends ({shown.length})</span>
          <ChevronDown size={18} aria-hidden className="transition-transform duration-150 group-data-[state=closed]:-rotate-90" />
        </Collapsible.Trigger>
        <Collapsible.Content>
          {shown.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-0.5">
              {shown.map((friend) => (
                <FriendRow key={friend.user_id} friend={friend} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={UserRoundX} title={messages.emptyListTitle} headingLevel="h3" className="py-8">
              {messages.emptyListText}
            </EmptyState>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
}
