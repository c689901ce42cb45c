import type { Friend } from '@meshwork/contracts';
import { shellCopy } from '@meshwork/contracts';
import { Avatar } from '../ui/Avatar';
import { UnreadCount } from '../features/chat/UnreadCount';
import { useFriendStatus, useMutedWith, useUnreadFrom } from '../features/chat/useFriendStatus';
import { chatBoxStore } from '../features/friends/chatBoxStore';
import { FriendHoverCard } from '../features/friends/FriendHoverCard';

/** One friend: choosing them opens the chat box; hovering or focusing shows their card. A muted conversation's count is dimmed (the crossed bell of the lists would weigh on every page's first load). */
export function FriendRow({ friend, onChosen }: { friend: Friend; onChosen?: () => void }) {
  const status = useFriendStatus(friend);
  const unread = useUnreadFrom(friend.user_id);
  const muted = useMutedWith(friend.user_id);
  return (
    <li>
      <FriendHoverCard friend={friend}>
        <button
          type="button"
          aria-label={shellCopy.chatWith(friend.nickname)}
          onClick={() => {
            chatBoxStore.open(friend);
            onChosen?.();
          }}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left transition-colors duration-150 hover:bg-muted"
        >
          <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={status} size={40} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{friend.nickname}</span>
            <span className="block text-xs text-fg-muted capitalize">{status}</span>
          </span>
          <UnreadCount count={unread} dimmed={muted} label={(muted ? shellCopy.unreadMutedFrom : shellCopy.unreadFrom)(unread)} />
        </button>
      </FriendHoverCard>
    </li>
  );
}
