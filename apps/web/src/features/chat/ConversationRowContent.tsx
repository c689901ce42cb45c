import { Avatar } from '../../ui/Avatar';
import type { ConversationRow } from './conversationSearch';
import { UnreadBadge } from './UnreadBadge';
import { useMutedWith } from './useFriendStatus';

/** One conversation in a list: the friend, a line of it and its unread count, dimmed when muted. */
export function ConversationRowContent({ row }: { row: ConversationRow }) {
  const { friend, conversation, line } = row;
  const muted = useMutedWith(friend.user_id);
  return (
    <>
      <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} size={40} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-fg">{friend.nickname}</span>
        <span className="block truncate text-xs text-fg-muted">{line}</span>
      </span>
      <UnreadBadge count={conversation.state.unread} muted={muted} />
    </>
  );
}
