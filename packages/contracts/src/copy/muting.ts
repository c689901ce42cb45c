/** What members read when they mute members, words and hashtags, and hide posts (docs/moderation.md). */
export const mutingCopy = {
  muted: 'Muted. Their posts and comments no longer show for you.',
  unmuted: 'Unmuted',
  notMuted: 'You have not muted this member',
  wordMuted: 'Muted. Posts with it no longer show for you.',
  wordUnmuted: 'No longer muted',
  wordNotFound: 'This muted word does not exist',
  invalidWordId: 'id must be a muted word id',
  phraseRequired: 'Please write a word, a phrase or a hashtag',
  phraseTooLong: 'A muted word can be at most 100 characters',
  phraseControl: 'A muted word cannot contain control characters',
  unknownDuration: 'Duration must be one of 1d, 7d, 30d, forever',
  tooManyWords: 'You can mute at most 100 words and hashtags; remove one first',
  postHidden: 'Post hidden',
  postUnhidden: 'Post shown again',
  notHidden: 'This post is not hidden',
} as const;
