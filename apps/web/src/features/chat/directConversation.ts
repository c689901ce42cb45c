import { directChannelOf, realtimeUuidOf } from '@meshwork/contracts';
import type { ConversationKind } from './conversation/conversationKind';

/** A conversation with one friend: its channel is the pair's, its members the two of them, and nothing but messages happens in it. */
export function directConversation(memberId: string, friendId: string): ConversationKind {
  const members = new Set([realtimeUuidOf(memberId), realtimeUuidOf(friendId)]);
  return {
    name: 'direct',
    channel: directChannelOf(memberId, friendId),
    isMember: (uuid) => members.has(uuid),
    eventOf: () => null,
  };
}
