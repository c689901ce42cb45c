import type { ConversationKind } from '../chat/conversation/conversationKind';

/**
 * A room's text chat: the room's own channel, open to whoever the service lets in. The room's
 * other news on it (comings and goings, emotes, voice) is no message of the chat, and its pose
 * signals are no typing.
 */
export const roomConversationKind = (channel: string): ConversationKind => ({
  name: 'room',
  channel,
  isMember: () => true,
  eventOf: () => null,
});
