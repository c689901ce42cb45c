import { counted } from './plural.js';
/** A post's comments and replies: texts of our own (docs/posts.md), loaded with an opened comments section. */
export const commentsCopy = {
  commentDeleted: 'Comment deleted',
  commentLabel: 'Write a comment',
  comments: 'Comments',
  deleteComment: 'Delete comment',
  editComment: 'Edit comment',
  likeComment: 'Like',
  moreComments: 'View more comments',
  reply: 'Reply',
  replyLabel: 'Write a reply',
  send: 'Send',
  showReplies: (count: number) => `View ${counted(count, 'reply', 'replies')}`,
} as const;
