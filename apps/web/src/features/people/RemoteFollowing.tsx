import { useInfiniteQuery } from '@tanstack/react-query';
import { federationCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { remoteFollowingQuery } from '../fediverse/fediverseQueries';
import { RemoteAccountRow } from '../fediverse/RemoteAccountRow';
import { RemoteFollowForm } from '../fediverse/RemoteFollowForm';
import type { PeopleSection } from './PeopleSection';

/**
 * Following people of other servers: the form, then the remote accounts the member follows with
 * each follow's state. A chunk of its own, loaded by the people page, which hands in its section:
 * imported here, the page's chunk would export it, and the app's entry would grow to read it.
 */
export function RemoteFollowing({ Section }: { Section: typeof PeopleSection }) {
  const followed = useInfiniteQuery(remoteFollowingQuery);
  const accounts = followed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <RemoteFollowForm />
      <Section title={federationCopy.followedTitle} empty={federationCopy.noneFollowed} state={followed} count={accounts.length}>
        {accounts.map((account) => (
          <RemoteAccountRow key={account.id} account={account} />
        ))}
      </Section>
      {followed.hasNextPage && (
        <Button variant="secondary" loading={followed.isFetchingNextPage} onClick={() => void followed.fetchNextPage()}>
          {federationCopy.loadMore}
        </Button>
      )}
    </>
  );
}
