import { Link } from 'react-router';
import type { Friend } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { profilePath } from '../profile/profileSections';

export function FriendRow({ friend }: { friend: Friend }) {
  return (
    <li>
      <Link
        to={profilePath(friend.username)}
        className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 transition-colors duration-150 hover:bg-muted"
      >
        <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={friend.status} size={40} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">{friend.nickname}</span>
          <span className="block text-xs text-fg-muted capitalize">{friend.status}</span>
        </span>
      </Link>
    </li>
  );
}
