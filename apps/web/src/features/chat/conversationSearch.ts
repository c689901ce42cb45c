import type { Friend } from '@meshwork/contracts';
import { viewOf } from './messageView';
import type { FriendConversation } from './directConversations';

export interface ConversationRow {
  friend: Friend;
  conversation: FriendConversation;
  /** The text shown under the name: the newest matching message, else the last message. */
  line: string;
}

const lastLineOf = (conversation: FriendConversation): string => {
  const last = conversation.state.messages.at(-1);
  return last ? (last.file?.name ?? viewOf(last).text) : '';
};

/** Conversations (newest first) whose friend or messages match the search text, case-insensitively. */
export function searchConversations(conversations: FriendConversation[], friends: Friend[], search: string): ConversationRow[] {
  const needle = search.trim().toLocaleLowerCase();
  const friendsById = new Map(friends.map((friend) => [friend.user_id, friend]));
  return conversations.flatMap((conversation) => {
    const friend = friendsById.get(conversation.friendId);
    if (!friend) return [];
    if (!needle) return [{ friend, conversation, line: lastLineOf(conversation) }];
    const byName = [friend.nickname, friend.fullname, friend.username].some((name) => name.toLocaleLowerCase().includes(needle));
    const matching = conversation.state.messages.findLast((message) => {
      const view = viewOf(message);
      return !view.deleted && (view.text || message.file?.name || '').toLocaleLowerCase().includes(needle);
    });
    if (!byName && !matching) return [];
    return [{ friend, conversation, line: matching ? (matching.file?.name ?? viewOf(matching).text) : lastLineOf(conversation) }];
  });
}
