/**
 * Texts of the posts' parts that load on demand (the post's menu and page, its history, hiding and
 * muting): apart from `postsCopy`, which the newsfeed's first load carries.
 */
export const postsMoreCopy = {
  deleteConfirmTitle: 'Delete this post?',
  deleteConfirmBody: 'It disappears for everyone. This cannot be undone.',
  postGone: 'This post is not available',
  postGoneBody: 'It may have been deleted, or its author shares it with fewer people.',
  backToFeed: 'Back to the newsfeed',
  historyEmpty: 'No earlier versions',
  historyReplaced: (when: string) => `Until ${when}`,
  hidePost: 'Hide post',
  mute: (nickname: string) => `Mute @${nickname}`,
  sensitive: 'Blur the pictures (sensitive)',
} as const;
