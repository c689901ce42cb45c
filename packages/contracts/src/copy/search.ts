import { postsMoreCopy } from './postsMore.js';
import { shellCopy } from './shell.js';

/** Search, hashtags and the newsfeed's live arrivals: texts of our own (docs/posts.md). */
export const searchCopy = {
  queryRequired: 'Please type something to search for',
  queryTooLong: 'A search can be at most 100 characters',
  invalidHashtag: 'A hashtag is made of letters, digits and underscores, at most 100',
  notAHashtag: 'This is not a hashtag',
  searchLabel: shellCopy.searchLabel,
  searchPlaceholder: shellCopy.searchPlaceholder,
  searchTitle: shellCopy.searchTitle,
  resultsFor: (query: string) => `Results for “${query}”`,
  tabPosts: 'Posts',
  tabPeople: 'People',
  tabHashtags: 'Hashtags',
  noPosts: 'No posts match your search',
  noPeople: 'Nobody matches your search',
  noHashtags: 'No hashtags match your search',
  emptyQuery: 'Type a word, a name or a #hashtag to search',
  suggestionsLabel: shellCopy.suggestionsLabel,
  seeAllResults: shellCopy.seeAllResults,
  hashtagPosts: shellCopy.hashtagPosts,
  hashtagEmpty: 'No posts with this hashtag yet',
  loadError: 'The results could not be loaded.',
  newPosts: postsMoreCopy.newPosts,
} as const;
