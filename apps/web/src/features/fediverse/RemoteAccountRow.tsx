import { Link } from 'react-router';
import { federationCopy, type RemoteFollowedAccount } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useRemoteFollow } from './fediverseQueries';
import { remoteProfilePath } from '../../paths/remotePaths';

/** A followed remote account in a list: picture, name, handle, the follow's state, and Unfollow. */
export function RemoteAccountRow({ account }: { account: RemoteFollowedAccount }) {
  const { unfollow } = useRemoteFollow();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link to={remoteProfilePath(account.handle)} className="flex min-w-48 flex-1 items-center gap-3 rounded-lg">
        <Avatar name={account.name || account.handle} src={account.icon_url} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{account.name || account.handle}</span>
          <span className="block truncate text-sm text-fg-muted">@{account.handle}</span>
          <span className="block text-xs text-fg-muted">
            {account.state === 'pending' ? federationCopy.pending : federationCopy.following}
          </span>
        </span>
      </Link>
      <Button
        variant="secondary"
        loading={unfollow.isPending}
        aria-label={federationCopy.unfollowNamed(account.handle)}
        onClick={() => unfollow.mutate(account.id)}
      >
        {federationCopy.unfollow}
      </Button>
    </li>
  );
}
