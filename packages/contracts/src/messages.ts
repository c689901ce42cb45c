/**
 * The specification's quoted strings that every first load needs (the friends panel, the menus'
 * Logout, the error pages and the API client's failures), word for word, for the web app and the
 * server. Those only lazily loaded pages show are `authMessages` and `chatComposerMessages`: the
 * bundler keeps an object whole, so the entry carries every text here.
 */
export const messages = {
  somethingWentWrong: 'Something went wrong!',
  genericError: 'An error occurred. Please try again.',
  tokenExpired: 'Token has expired',
  friendsTitle: 'friends',
  friendsSubtitle: 'start new conversation',
  findFriendsPlaceholder: 'find friends...',
  emptyListTitle: 'Oops!',
  emptyListText: 'No user found',
  // A button label the specification quotes (§2).
  logout: 'Logout',
} as const;
