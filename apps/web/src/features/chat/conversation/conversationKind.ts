/**
 * What sets one kind of conversation apart; everything else (history, live arrivals, sending,
 * actions, read markers, typing) is the same model for every kind. Direct and group conversations
 * are the kinds today (`chat/directConversation.ts`, `groups/groupConversationKind.ts`, `rooms/roomConversationKind.ts`).
 */
export interface ConversationKind<Event = never> {
  readonly name: 'direct' | 'group' | 'room';
  /** The channel the conversation is heard and written on. */
  readonly channel: string;
  /** Whether this realtime uuid takes part: only members' typing and read markers count. */
  isMember(uuid: string): boolean;
  /** The service's note of what happened in the conversation (a member added), else null for a message. */
  eventOf(payload: unknown): Event | null;
}

/** An event of the conversation, where it happened among its messages. */
export interface ConversationEventItem<Event> {
  timetoken: string;
  event: Event;
}
