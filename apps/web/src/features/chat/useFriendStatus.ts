import { directChannelOf, type Friend, type PresenceStatus } from '@meshwork/contracts';
import { useChat } from './useChat';

/** A friend's status: live presence once the realtime service has said something, else what the server said. */
export const useFriendStatus = (friend: Friend): PresenceStatus =>
  useChat((session) => session.presenceOf(friend.user_id), undefined) ?? friend.status;

export const useUnreadFrom = (friendId: string): number => useChat((session) => session.stateWith(friendId)?.unread ?? 0, 0);

/** Whether the member muted their conversation with this friend. */
export const useMutedWith = (friendId: string): boolean =>
  useChat((session) => session.isMuted(directChannelOf(session.memberId, friendId)), false);
