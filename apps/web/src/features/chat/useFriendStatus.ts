import type { Friend, PresenceStatus } from '@meshwork/contracts';
import { useChat } from './useChat';

/** A friend's status: live presence once the realtime service has said something, else what the server said. */
export const useFriendStatus = (friend: Friend): PresenceStatus =>
  useChat((session) => session.presenceOf(friend.user_id), undefined) ?? friend.status;

export const useUnreadFrom = (friendId: string): number => useChat((session) => session.stateWith(friendId)?.unread ?? 0, 0);
