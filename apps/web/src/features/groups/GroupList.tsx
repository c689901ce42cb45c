import { useQuery } from '@tanstack/react-query';
import { groupsCopy } from '@meshwork/contracts';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { UnreadBadge } from '../chat/UnreadBadge';
import { useChat } from '../chat/useChat';
import { groupPath } from '../../paths/groupPaths';
import { groupsQuery } from './groupQueries';
import { NewGroupDialog } from './NewGroupDialog';

/** The member's groups above its direct conversations, and the "New group" button. */
export function GroupList() {
  const { groupId } = useParams();
  const groups = useQuery(groupsQuery).data ?? [];
  return (
    <div className="flex flex-col gap-2">
      <NewGroupDialog />
      {groups.length > 0 && (
        <ul className="flex flex-col gap-0.5" aria-label={groupsCopy.groupsTitle}>
          {groups.map((group) => (
            <li key={group.id}>
              <Link
                to={groupPath(group.id)}
                aria-current={group.id === groupId ? 'page' : undefined}
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted aria-[current=page]:bg-accent-soft"
              >
                <Avatar name={group.name} src={group.image_url} size={40} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{group.name}</span>
                  <span className="block text-xs text-fg-muted">{groupsCopy.members(group.members.length)}</span>
                </span>
                <GroupUnreadBadge channel={group.channel} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupUnreadBadge({ channel }: { channel: string }) {
  const unread = useChat((session) => session.groupUnread(channel), 0);
  const muted = useChat((session) => session.isMuted(channel), false);
  return <UnreadBadge count={unread} muted={muted} />;
}
