import { chatCopy, type Friend, type MessageSearchHit } from '@meshwork/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { groupPath } from '../../paths/groupPaths';
import { groupsQuery } from '../groups/groupQueries';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { messagesPath } from '../../paths/messagesPath';
import { messageSearchQuery } from '../chat/chatQueries';

const typingPauseMs = 300;

/** Messages of the whole history (direct and group) whose text matches, from the server, once typing pauses. */
export function MessageSearchResults({ search, friends }: { search: string; friends: Friend[] }) {
  const text = useDebouncedValue(search.trim(), typingPauseMs);
  const results = useInfiniteQuery(messageSearchQuery(text));
  const groups = useQuery(groupsQuery).data ?? [];
  if (!text) return null;
  const hits = results.data?.pages.flatMap((page) => page.items) ?? [];
  // A search looks at so many messages at a time: a page can be empty while older messages remain.
  const lastPageEmpty = results.data?.pages.at(-1)?.items.length === 0;
  const placeOf = (hit: MessageSearchHit) =>
    hit.group_id
      ? { to: groupPath(hit.group_id), name: groups.find((group) => group.id === hit.group_id)?.name }
      : { to: messagesPath(hit.friend_id ?? undefined), name: friends.find((friend) => friend.user_id === hit.friend_id)?.nickname };

  return (
    <section aria-label={chatCopy.messageResults} className="flex flex-col gap-1">
      <h2 className="px-2 text-xs font-semibold text-fg-muted uppercase">{chatCopy.messageResults}</h2>
      {results.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label={chatCopy.searchingMessages}>
          <Skeleton className="h-12" />
        </div>
      ) : results.isError && hits.length === 0 ? (
        <InlineAlert tone="error">{chatCopy.messageSearchFailed}</InlineAlert>
      ) : hits.length === 0 ? (
        <p className="px-2 py-2 text-sm text-fg-muted">{results.hasNextPage ? chatCopy.noRecentMessageMatch : chatCopy.noMessageMatch}</p>
      ) : (
        <ul className="flex flex-col gap-0.5" data-testid="message-results">
          {hits.map((hit) => {
            const place = placeOf(hit);
            return (
              <li key={`${hit.channel}-${hit.timetoken}`}>
                <Link to={place.to} className="flex min-h-11 flex-col rounded-lg px-2 py-1.5 hover:bg-muted">
                  <span className="truncate text-sm font-medium">{place.name}</span>
                  <span className="truncate text-xs text-fg-muted">{hit.text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {results.hasNextPage && (
        <Button variant="ghost" className="self-center" onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
          {lastPageEmpty ? chatCopy.olderMessageResults : chatCopy.moreMessageResults}
        </Button>
      )}
    </section>
  );
}
