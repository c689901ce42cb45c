import { counted } from './plural.js';

/**
 * Texts of the posts' parts that load on demand (the post's menu and page, its history, hiding and
 * muting, the composer's pictures and poll once added): apart from `postsCopy`, which the
 * newsfeed's first load carries.
 */
export const postsMoreCopy = {
  deleteConfirmTitle: 'Delete this post?',
  deleteConfirmBody: 'It disappears for everyone. This cannot be undone.',
  postGone: 'This post is not available',
  postGoneBody: 'It may have been deleted, or its author shares it with fewer people.',
  backToFeed: 'Back to the newsfeed',
  postPageTitle: 'Post',
  /** The edit form's button. */
  save: 'Save',
  historyEmpty: 'No earlier versions',
  historyReplaced: (when: string) => `Until ${when}`,
  hidePost: 'Hide post',
  /** In the toast after hiding a post: shows it again. */
  undo: 'Undo',
  mute: (nickname: string) => `Mute @${nickname}`,
  pinPost: 'Pin to timeline',
  unpinPost: 'Unpin from timeline',
  /** The newsfeed's pill over posts that arrived live. */
  newPosts: (count: number) => counted(count, 'new post', 'new posts'),
  sensitive: 'Blur the pictures (sensitive)',
  // The composer's pictures and poll, loaded with them.
  imageCount: (count: number) => `${count} of 10 images`,
  uploading: (percent: number) => `Uploading ${percent}%`,
  removeImage: 'Remove image',
  altLabel: 'Alt text',
  altPlaceholder: 'Describe the image for people who cannot see it',
  altReminder: (count: number) =>
    `${counted(count, 'image has', 'images have')} no description yet: people who cannot see ${count === 1 ? 'it' : 'them'} will not know what ${count === 1 ? 'it shows' : 'they show'}.`,
  pollOptionLabel: (n: number) => `Option ${n}`,
  addOption: 'Add an option',
  removeOption: 'Remove option',
  pollLength: 'Poll length',
  /** The lengths a poll may have; a new poll lasts a day (`usePollDraft`), one of them. */
  pollDurations: [
    { minutes: 5, label: '5 minutes' },
    { minutes: 60, label: '1 hour' },
    { minutes: 24 * 60, label: '1 day' },
    { minutes: 3 * 24 * 60, label: '3 days' },
    { minutes: 7 * 24 * 60, label: '7 days' },
  ],
} as const;
