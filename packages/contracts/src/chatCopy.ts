/** The web app's own texts for conversations (ours, not the specification's). */
export const chatCopy = {
  conversations: 'Conversations',
  noConversations: 'No conversations yet',
  startConversation: 'Pick a friend from your friends list to start a conversation.',
  loading: 'Loading messages…',
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
  olderMessages: 'Show older messages',
  send: 'Send message',
  sending: 'Sending…',
  notSent: 'Not sent.',
  resend: 'Send again',
  seen: 'Seen',
  you: 'You',
  messagesLabel: (count: number) => `Messages, ${count} unread`,
  unreadFrom: (count: number) => `${count} unread`,
  tooLong: (max: number) => `A message holds at most ${max} characters.`,
} as const;
