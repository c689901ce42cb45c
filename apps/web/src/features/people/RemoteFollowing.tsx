import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { federationCopy, type Page, type RemoteBlockedAccount } from '@meshwork/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { remoteBlockedQuery, remoteFollowingQuery, useRemoteBlock, useRemoteFollow } from '../fediverse/fediverseQueries';
import { RemoteAccountRow } from '../fediverse/RemoteAccountRow';
import { RemoteFollowForm } from '../fediverse/RemoteFollowForm';
import type { PeopleSection } from './PeopleSection';

interface AccountsProps<Account extends RemoteBlockedAccount> {
  Section: typeof PeopleSection;
  title: string;
  empty: string;
  list: UseInfiniteQueryResult<{ pages: Page<Account>[] }>;
  row: (account: Account) => ReactNode;
}

/** A section of remote accounts, page after page. */
function RemoteAccounts<Account extends RemoteBlockedAccount>({ Section, title, empty, list, row }: AccountsProps<Account>) {
  const accounts = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Section title={title} empty={empty} state={list} count={accounts.length}>
        {accounts.map(row)}
      </Section>
      {list.hasNextPage && (
        <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {federationCopy.loadMore}
        </Button>
      )}
    </>
  );
}

/**
 * Following people of other servers: the form, then the remote accounts the member follows with
 * each follow's state, and those they blocked once there are any. A chunk of its own, loaded by
 * the people page, which hands in its section: imported here, the page's chunk would export it,
 * and the app's entry would grow to read it.
 */
export function RemoteFollowing({ Section }: { Section: typeof PeopleSection }) {
  const followed = useInfiniteQuery(remoteFollowingQuery);
  const blocked = useInfiniteQuery(remoteBlockedQuery);
  const { unfollow } = useRemoteFollow();
  const { unblock } = useRemoteBlock();
  return (
    <>
      <RemoteFollowForm />
      <RemoteAccounts
        Section={Section}
        title={federationCopy.followedTitle}
        empty={federationCopy.noneFollowed}
        list={followed}
        row={(account) => (
          <RemoteAccountRow
            key={account.id}
            account={account}
            detail={account.state === 'pending' ? federationCopy.pending : federationCopy.following}
            action={{
              label: federationCopy.unfollow,
              name: federationCopy.unfollowNamed(account.handle),
              pending: unfollow.isPending && unfollow.variables === account.id,
              run: () => unfollow.mutate(account.id),
            }}
          />
        )}
      />
      {(blocked.data?.pages[0]?.items.length ?? 0) > 0 && (
        <RemoteAccounts
          Section={Section}
          title={federationCopy.blockedTitle}
          empty=""
          list={blocked}
          row={(account) => (
            <RemoteAccountRow
              key={account.id}
              account={account}
              action={{
                label: federationCopy.unblock,
                name: federationCopy.unblockNamed(account.handle),
                pending: unblock.isPending && unblock.variables === account.id,
                run: () => unblock.mutate(account.id),
              }}
            />
          )}
        />
      )}
    </>
  );
}
