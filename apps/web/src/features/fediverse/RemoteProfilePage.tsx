import { useQuery } from '@tanstack/react-query';
import { federationCopy, postsCopy, profilesCopy, type RemoteAccount } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { remoteAccountQuery, useRemoteBlock, useRemoteFollow } from './fediverseQueries';
import { RemotePost } from './RemotePost';

const hostOf = (account: RemoteAccount) => account.handle.slice(account.handle.indexOf('@') + 1);

/** Follow or unfollow, and block after asking; a blocked account offers only Unblock. */
function RemoteAccountActions({ account }: { account: RemoteAccount }) {
  const { follow, unfollow } = useRemoteFollow();
  const { block, unblock } = useRemoteBlock();
  if (account.blocked)
    return (
      <Button variant="secondary" loading={unblock.isPending} onClick={() => unblock.mutate(account.id)}>
        {federationCopy.unblock}
      </Button>
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {account.follow_state ? (
        <Button variant="secondary" loading={unfollow.isPending} onClick={() => unfollow.mutate(account.id)}>
          {federationCopy.unfollow}
        </Button>
      ) : (
        <Button loading={follow.isPending} onClick={() => follow.mutate(account.handle)}>
          {federationCopy.follow}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="secondary" loading={block.isPending}>
            {federationCopy.block}
          </Button>
        }
        title={federationCopy.blockNamed(account.handle)}
        description={federationCopy.blockExplained}
        confirmLabel={federationCopy.block}
        confirmVariant="danger"
        onConfirm={() => block.mutate(account.id)}
      />
      {follow.isError && (
        <InlineAlert tone="error" className="basis-full">
          {follow.error.message}
        </InlineAlert>
      )}
    </div>
  );
}

function RemoteProfileHeader({ account }: { account: RemoteAccount }) {
  const counts = [
    account.followers_count === null ? null : federationCopy.followers(account.followers_count),
    account.following_count === null ? null : federationCopy.followingCount(account.following_count),
  ].filter((count) => count !== null);
  return (
    <Card className="overflow-hidden">
      <div className="h-32 bg-muted sm:h-48">
        {account.header_url && <img src={account.header_url} alt="" className="size-full object-cover" />}
      </div>
      <div className="flex flex-col gap-3 px-5 pb-5">
        <div className="-mt-8 flex flex-wrap items-end justify-between gap-3">
          <Avatar name={account.name || account.handle} src={account.icon_url} size={64} ring />
          <RemoteAccountActions account={account} />
        </div>
        <div>
          <h1 className="text-xl font-semibold">{account.name || account.handle}</h1>
          <p className="text-sm text-fg-muted">
            @{account.handle}
            {account.follow_state && ` · ${account.follow_state === 'pending' ? federationCopy.pending : federationCopy.following}`}
          </p>
        </div>
        {account.blocked && <InlineAlert tone="info">{federationCopy.blockedNotice}</InlineAlert>}
        {/* Sanitised by our server: Mastodon's allowlist, absolute http(s) links only. */}
        <div className="break-words text-sm [&_a]:underline [&_p+p]:mt-2" dangerouslySetInnerHTML={{ __html: account.summary_html }} />
        {counts.length > 0 && <p className="text-sm text-fg-muted">{counts.join(' · ')}</p>}
        <a href={account.url} target="_blank" rel="nofollow noopener noreferrer" className="text-sm underline">
          {federationCopy.viewOn(hostOf(account))}
        </a>
      </div>
    </Card>
  );
}

/** `/profile/@user@host`: an account of another server, fetched from it by our server now, with its recent public posts. */
export function RemoteProfilePage({ handle }: { handle: string }) {
  const account = useQuery(remoteAccountQuery(handle));
  if (account.isPending) return <Skeleton className="h-64" />;
  if (account.isError)
    return (
      <InlineAlert tone="error">
        {isApiError(account.error) ? account.error.message : profilesCopy.profileLoadError}{' '}
        <button type="button" className="underline" onClick={() => void account.refetch()}>
          {postsCopy.retry}
        </button>
      </InlineAlert>
    );
  return (
    <div className="flex flex-col gap-4">
      <RemoteProfileHeader account={account.data} />
      {!account.data.blocked && (
        <section aria-labelledby="remote-posts-title" className="flex flex-col gap-3">
          <h2 id="remote-posts-title" className="font-semibold">
            {federationCopy.recentPosts}
          </h2>
          {account.data.posts.length === 0 ? (
            <p className="text-sm text-fg-muted">{federationCopy.noRecentPosts}</p>
          ) : (
            account.data.posts.map((post) => <RemotePost key={post.id} post={post} />)
          )}
        </section>
      )}
    </div>
  );
}
