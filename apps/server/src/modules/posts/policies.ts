import { errorsCopy, profilesCopy, postAnswersCopy } from '@meshwork/contracts';
import { and, eq, isNull, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, postImages, postRevisions, posts } from '../../db/schema/posts.js';
import type { Policy } from '../../http/authorize.js';
import { forbidden, notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';
import { commentShownTo } from './comments.js';
import {
  mayChangePost,
  mayDeleteComment,
  mayEditComment,
  mayPinPost,
  mayRemovePost,
  type CommentPeople,
  type PostPeople,
} from './permissions.js';

const postNotFound = () => notFound('post_not_found', postAnswersCopy.postNotFound);
const commentNotFound = () => notFound('comment_not_found', postAnswersCopy.commentNotFound);
const imageNotFound = () => notFound('image_not_found', errorsCopy.notFound);

/** Whether a visibility admits a viewer who is not the author: public everyone, friends the author's friends, only me nobody. */
const audienceAdmits = (viewerId: string | SQLWrapper, visibility: AnyColumn) =>
  or(eq(visibility, 'public'), and(eq(visibility, 'friends'), graphConditions.friends(viewerId, posts.authorId)));

/** A limited author's posts reach only their friends and followers (docs/moderation.md, "Limit"). */
const authorReaches = (viewerId: string | SQLWrapper) =>
  or(isNull(members.limitedAt), graphConditions.friends(viewerId, posts.authorId), graphConditions.following(viewerId, posts.authorId));

/**
 * The SQL form of `mayView`, for queries that select from `posts` joined with its author in
 * `members`: the post is not deleted, its author is not deactivated, no block stands between them
 * either way (nor, for a post on a friend's timeline, between the viewer and that friend), and its
 * visibility admits the viewer (public; friends: the author's friends; only me: the author; a
 * limited author's posts: their friends and followers). Every
 * list of posts filters with it.
 */
export function visibleTo(viewerId: string | SQLWrapper): SQL {
  return and(
    isNull(posts.deletedAt),
    isNull(posts.removedAt),
    notLeaving(),
    or(
      eq(posts.authorId, viewerId),
      and(
        sql`not ${graphConditions.blocked(viewerId, posts.authorId)}`,
        or(isNull(posts.timelineOwnerId), sql`not ${graphConditions.blocked(viewerId, posts.timelineOwnerId)}`),
        audienceAdmits(viewerId, posts.visibility),
        authorReaches(viewerId),
      ),
    ),
  )!;
}

/**
 * Which earlier versions of a post a viewer who may see the post reads, for queries that select
 * from `post_revisions` joined with its post: the author all, others those whose own visibility
 * (the one the version lived under) admits them, so widening a post never publishes its past.
 */
export const revisionVisibleTo = (viewerId: string): SQL =>
  or(eq(posts.authorId, viewerId), audienceAdmits(viewerId, postRevisions.visibility))!;

/**
 * `visibleTo` for other modules' queries that hold a post id (the activity feed): the post
 * `postId` exists and the viewer may see it.
 */
export const postVisibleTo = (viewerId: string, postId: AnyColumn): SQL =>
  sql`exists (select 1 from ${posts} inner join ${members} on ${members.id} = ${posts.authorId} where ${posts.id} = ${postId} and ${visibleTo(viewerId)})`;

/** Who may see and who may change a post; one answer for a post that is gone or hidden (404). */
export function postPolicies(db: Db) {
  /** The post's author and timeline owner when the viewer may see it. */
  async function visiblePost(viewerId: string, postId: string) {
    const [row] = await db
      .select({ authorId: posts.authorId, timelineOwnerId: posts.timelineOwnerId })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(eq(posts.id, postId), visibleTo(viewerId)));
    return row;
  }
  const visibleAuthor = async (viewerId: string, postId: string) => (await visiblePost(viewerId, postId))?.authorId;
  /** A rule of `permissions.ts` asked of a post the viewer may see. */
  const visiblePostAllows = (rule: (viewerId: string, post: PostPeople) => boolean) => async (viewerId: string, postId: string) => {
    const post = await visiblePost(viewerId, postId);
    return post !== undefined && rule(viewerId, post);
  };

  const mayView = async (viewerId: string, postId: string) => (await visibleAuthor(viewerId, postId)) !== undefined;
  const notYourPost = async (viewerId: string, postId: string) =>
    (await mayView(viewerId, postId)) ? forbidden('not_your_post', postAnswersCopy.notYourPost) : postNotFound();

  /** A comment the viewer may see (on a post they see, by a member they see), with who may remove it. */
  async function visibleComment(viewerId: string, commentId: string) {
    const [comment] = await db
      .select({ postId: comments.postId, authorId: comments.authorId })
      .from(comments)
      .innerJoin(members, eq(members.id, comments.authorId))
      .where(and(eq(comments.id, commentId), commentShownTo(viewerId)));
    if (!comment) return undefined;
    const postAuthorId = await visibleAuthor(viewerId, comment.postId);
    return postAuthorId === undefined ? undefined : { ...comment, postAuthorId };
  }
  /** A rule of `permissions.ts` asked of a comment the viewer may see. */
  const visibleCommentAllows =
    (rule: (viewerId: string, comment: CommentPeople) => boolean) => async (viewerId: string, commentId: string) => {
      const comment = await visibleComment(viewerId, commentId);
      return comment !== undefined && rule(viewerId, comment);
    };
  const commentRefusal = async (viewerId: string, commentId: string) =>
    (await visibleComment(viewerId, commentId)) ? forbidden('not_your_comment', postAnswersCopy.notYourComment) : commentNotFound();

  return {
    mayView,

    /** Reading a post, its history, and everything on it. */
    view: { may: mayView, refusal: postNotFound } satisfies Policy<string>,

    /** Editing: `mayChangePost`; others who see the post hear 403, the rest 404. */
    change: { may: visiblePostAllows(mayChangePost), refusal: notYourPost } satisfies Policy<string>,

    /** Deleting: `mayRemovePost`. */
    remove: { may: visiblePostAllows(mayRemovePost), refusal: notYourPost } satisfies Policy<string>,

    /** Pinning to the top of a timeline: `mayPinPost`. */
    pin: {
      may: visiblePostAllows(mayPinPost),
      refusal: async (viewerId, postId) =>
        (await mayView(viewerId, postId)) ? forbidden('not_your_post', profilesCopy.pinOwnPost) : postNotFound(),
    } satisfies Policy<string>,

    /** Writing on a member's timeline: a friend's, who is not leaving; a stranger's answers 403, an unknown member 404. */
    writeOnTimeline: {
      may: async (viewerId, ownerId) => {
        const [owner] = await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, ownerId), notLeaving(), graphConditions.friends(viewerId, members.id)));
        return owner !== undefined;
      },
      refusal: () => forbidden('not_friends', profilesCopy.notYourTimeline),
    } satisfies Policy<string>,

    /** Reading and liking a comment. */
    viewComment: {
      may: async (viewerId, commentId) => (await visibleComment(viewerId, commentId)) !== undefined,
      refusal: commentNotFound,
    } satisfies Policy<string>,

    /** Editing a comment: `mayEditComment`. */
    editComment: { may: visibleCommentAllows(mayEditComment), refusal: commentRefusal } satisfies Policy<string>,

    /** Deleting a comment: `mayDeleteComment`. */
    deleteComment: { may: visibleCommentAllows(mayDeleteComment), refusal: commentRefusal } satisfies Policy<string>,

    /** An image: whoever may see its post; before it is in one, its uploader alone. */
    viewImage: {
      may: async (viewerId, imageId) => {
        const [image] = await db
          .select({ postId: postImages.postId, uploaderId: postImages.uploaderId })
          .from(postImages)
          .where(eq(postImages.id, imageId));
        if (!image) return false;
        return image.postId === null ? image.uploaderId === viewerId : mayView(viewerId, image.postId);
      },
      refusal: imageNotFound,
    } satisfies Policy<string>,
  };
}

export type PostPolicies = ReturnType<typeof postPolicies>;
