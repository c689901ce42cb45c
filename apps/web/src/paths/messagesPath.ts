/** `/messages`, or the conversation with a friend beside it. */
export const messagesPath = (friendId?: string) => (friendId ? `/messages/${friendId}` : '/messages');
