import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { limits, socialCopy, type FriendshipState, type Person } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { friendRequestsQuery, peopleQuery, suggestionsQuery } from './peopleQueries';
import { PeopleSection } from './PeopleSection';
import { PersonActions } from './PersonActions';
import { PersonRow } from './PersonRow';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';

// Its own chunk, sharing the fediverse modules with the remote profile page: named only by this page's chunk.
const RemoteFollowing = lazy(() => import('./RemoteFollowing').then((m) => ({ default: m.RemoteFollowing })));

const requestRelation = (friendship: FriendshipState) => ({ friendship, following: false, follows_you: false, blocked: false });

/** Finding members, answering friend requests, meeting friends of friends, and following people of other servers. */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const settledQuery = useDebouncedValue(query.trim(), limits.searchDebounceMs);
  const incoming = useQuery(friendRequestsQuery('incoming'));
  const outgoing = useQuery(friendRequestsQuery('outgoing'));
  const suggestions = useQuery(suggestionsQuery);
  const people = useInfiniteQuery(peopleQuery(settledQuery));
  const everyone = people.data?.pages.flatMap((page) => page.items) ?? [];
  const requestRow = (person: Person, friendship: FriendshipState) => (
    <PersonRow
      key={person.user_id}
      person={person}
      actions={<PersonActions person={person} relation={requestRelation(friendship)} withMenu={false} />}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{socialCopy.peopleTitle}</h1>
        <p className="text-sm text-fg-muted">{socialCopy.peopleSubtitle}</p>
      </div>
      <div role="search">
        <SearchInput
          label={socialCopy.searchPeopleLabel}
          value={query}
          onValueChange={(value) => setParams(value ? { q: value } : {}, { replace: true })}
          placeholder={socialCopy.searchPeoplePlaceholder}
        />
      </div>
      <PeopleSection
        title={socialCopy.incomingRequests}
        empty={socialCopy.noIncomingRequests}
        state={incoming}
        count={incoming.data?.items.length ?? 0}
      >
        {incoming.data?.items.map((request) => requestRow(request.user, 'request_received'))}
      </PeopleSection>
      <PeopleSection
        title={socialCopy.suggestions}
        empty={socialCopy.noSuggestions}
        state={suggestions}
        count={suggestions.data?.items.length ?? 0}
      >
        {suggestions.data?.items.map((person) => (
          <PersonRow
            key={person.user_id}
            person={person}
            detail={socialCopy.mutualFriends(person.mutual_friends)}
            actions={<PersonActions person={person} relation={person.relation} />}
          />
        ))}
      </PeopleSection>
      <PeopleSection
        title={settledQuery ? socialCopy.searchResults : socialCopy.everyone}
        empty={socialCopy.noPeopleFound}
        state={people}
        count={everyone.length}
      >
        {everyone.map((person) => (
          <PersonRow
            key={person.user_id}
            person={person}
            detail={
              person.relation.friendship === 'friends'
                ? socialCopy.friends
                : person.relation.follows_you
                  ? socialCopy.followsYou
                  : undefined
            }
            actions={<PersonActions person={person} relation={person.relation} />}
          />
        ))}
      </PeopleSection>
      {people.hasNextPage && (
        <Button variant="secondary" loading={people.isFetchingNextPage} onClick={() => void people.fetchNextPage()}>
          {socialCopy.loadMore}
        </Button>
      )}
      <PeopleSection
        title={socialCopy.outgoingRequests}
        empty={socialCopy.noOutgoingRequests}
        state={outgoing}
        count={outgoing.data?.items.length ?? 0}
      >
        {outgoing.data?.items.map((request) => requestRow(request.user, 'request_sent'))}
      </PeopleSection>
      <Suspense fallback={<Skeleton className="h-32" />}>
        <RemoteFollowing Section={PeopleSection} />
      </Suspense>
    </div>
  );
}
