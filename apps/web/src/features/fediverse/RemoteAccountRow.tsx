import { Link } from 'react-router';
import type { RemoteBlockedAccount } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { remoteProfilePath } from '../../paths/remotePaths';

interface RemoteAccountRowProps {
  account: RemoteBlockedAccount;
  /** What the row says under the handle (the follow's state). */
  detail?: string;
  /** The row's one action (Unfollow, Unblock), named for the account. */
  action: { label: string; name: string; pending: boolean; run: () => void };
}

/** A remote account in a list: picture, name and handle leading to its profile here, and one action. */
export function RemoteAccountRow({ account, detail, action }: RemoteAccountRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link to={remoteProfilePath(account.handle)} className="flex min-w-48 flex-1 items-center gap-3 rounded-lg">
        <Avatar name={account.name || account.handle} src={account.icon_url} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{account.name || account.handle}</span>
          <span className="block truncate text-sm text-fg-muted">@{account.handle}</span>
          {detail && <span className="block text-xs text-fg-muted">{detail}</span>}
        </span>
      </Link>
      <Button variant="secondary" loading={action.pending} aria-label={action.name} onClick={action.run}>
        {action.label}
      </Button>
    </li>
  );
}
