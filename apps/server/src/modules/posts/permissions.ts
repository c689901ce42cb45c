/**
 * Who may change what, decided from who wrote it and where: the policies ask these of rows they
 * read, and the presenters of the rows they present, so each rule is written once.
 */

/** The members a post's permissions turn on: its author, and the owner of the timeline a friend wrote it on (null on the author's own). */
export interface PostPeople {
  authorId: string;
  timelineOwnerId: string | null;
}

/** The members a comment's permissions turn on: its author, and the author of the post it is on. */
export interface CommentPeople {
  authorId: string;
  postAuthorId: string;
}

/** Editing a post: its author. */
export const mayChangePost = (viewerId: string, post: PostPeople) => post.authorId === viewerId;

/** Deleting a post: its author, or the member on whose timeline a friend wrote it. */
export const mayRemovePost = (viewerId: string, post: PostPeople) => post.authorId === viewerId || post.timelineOwnerId === viewerId;

/** Pinning a post to the top of a timeline: its author, for a post on their own timeline. */
export const mayPinPost = (viewerId: string, post: PostPeople) => post.authorId === viewerId && post.timelineOwnerId === null;

/** Editing a comment: its author. */
export const mayEditComment = (viewerId: string, comment: CommentPeople) => comment.authorId === viewerId;

/** Deleting a comment: its author, or the author of the post it is on. */
export const mayDeleteComment = (viewerId: string, comment: CommentPeople) =>
  comment.authorId === viewerId || comment.postAuthorId === viewerId;
