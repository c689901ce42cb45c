import { counted, nounFor } from './plural.js';
/**
 * What the shell (header, sidebar, friends panel) shows on every page, apart from the features'
 * copy so that the first load of a page carries only these; the features' copy names them too.
 */
export const shellCopy = {
  skipToContent: 'Skip to main content',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  avatarsTitle: 'Avatars',
  /** The sidebar's counts beside their numbers (the specification's 'N following' and 'N followers'). */
  followingCount: 'following',
  followersCount: (count: number) => nounFor(count, 'follower', 'followers'),
  favouritesTitle: 'Favourites',
  notificationsTitle: 'Notifications',
  notificationsUnread: (count: number) => `Notifications, ${count} unread`,
  chatWith: (nickname: string) => `Chat with ${nickname}`,
  allFriends: 'All friends',
  findFriendsLabel: 'Find friends',
  searchResults: 'Results',
  loadMore: 'Show more',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  unreadFrom: (count: number) => `${count} unread`,
  /** A muted conversation's mark in the conversation lists, and its count in the friends panel. */
  conversationMuted: 'Muted',
  unreadMutedFrom: (count: number) => `${count} unread, muted`,
  searchLabel: 'Search Meshwork',
  searchPlaceholder: 'Search posts, people, #hashtags',
  searchTitle: 'Search',
  suggestionsLabel: 'Suggestions',
  seeAllResults: (query: string) => `See all results for “${query}”`,
  hashtagPosts: (count: number) => counted(count, 'post', 'posts'),
};
