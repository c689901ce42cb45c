import { counted } from './plural.js';

/** What other servers said of a post, on its page, and their posts in the newsfeed: texts of our own (docs/federation.md). */
export const fediverseCopy = {
  title: 'From other servers',
  likes: (count: number) => counted(count, 'like', 'likes'),
  shares: (count: number) => counted(count, 'share', 'shares'),
  loadError: 'The replies from other servers could not be loaded.',
  retry: 'Try again',
  moreReplies: 'View more replies',
  attachment: 'Attachment',
  openOriginal: 'Open on its server',
  edited: 'Edited',
  /** Beside the name of the followed account that shared a note of someone else. */
  shared: 'shared',
  like: 'Like',
  likeFailed: 'The like could not reach its server. Try again.',
  noteNotFound: 'This post of another server is not here',
  mediaUnavailable: 'This picture of another server cannot be shown',
  reply: 'Reply',
  replies: (count: number) => counted(count, 'reply', 'replies'),
  replyPlaceholder: 'Write a reply…',
  replySend: 'Send reply',
  replyDelete: 'Delete reply',
  replyDeleted: 'Reply deleted',
  replyFailed: 'The reply could not be sent. Try again.',
  repliesLoadError: 'The replies could not be loaded.',
  noReplies: 'No replies from here yet.',
  replyNotFound: 'This reply is not here',
  fromServer: (server: string) => `From ${server}, another server of the social web`,
} as const;
