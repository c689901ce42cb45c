import { postsCopy, serverMessages } from '@meshwork/contracts';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postImages, posts } from '../../db/schema/posts.js';
import type { Policy } from '../../http/authorize.js';
import { forbidden, notFound } from '../../http/errors.js';
import { graphConditions } from '../friends/index.js';
import { members, notLeaving } from '../users/index.js';

const postNotFound = () => notFound('post_not_found', postsCopy.postNotFound);
const imageNotFound = () => notFound('image_not_found', serverMessages.notFound);

/**
 * The SQL form of `mayView`, for queries that select from `posts` joined with its author in
 * `members`: the post is not deleted, its author is not deactivated, no block stands between them
 * either way, and its visibility admits the viewer (public; friends: the author's friends; only
 * me: the author). Every list of posts filters with it.
 */
export function visibleTo(viewerId: string): SQL {
  return and(
    isNull(posts.deletedAt),
    notLeaving(),
    or(
      eq(posts.authorId, viewerId),
      and(
        sql`not ${graphConditions.blocked(viewerId, posts.authorId)}`,
        or(eq(posts.visibility, 'public'), and(eq(posts.visibility, 'friends'), graphConditions.friends(viewerId, posts.authorId))),
      ),
    ),
  )!;
}

/** Who may see and who may change a post; one answer for a post that is gone or hidden (404). */
export function postPolicies(db: Db) {
  /** The post's author when the viewer may see it. */
  async function visibleAuthor(viewerId: string, postId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ authorId: posts.authorId })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .where(and(eq(posts.id, postId), visibleTo(viewerId)));
    return row?.authorId;
  }

  const mayView = async (viewerId: string, postId: string) => (await visibleAuthor(viewerId, postId)) !== undefined;

  return {
    mayView,

    /** Reading a post, its history, and everything on it. */
    view: { may: mayView, refusal: postNotFound } satisfies Policy<string>,

    /** Editing or deleting: the author only; others who see the post hear 403, the rest 404. */
    change: {
      may: async (viewerId, postId) => (await visibleAuthor(viewerId, postId)) === viewerId,
      refusal: async (viewerId, postId) =>
        (await mayView(viewerId, postId)) ? forbidden('not_your_post', postsCopy.notYourPost) : postNotFound(),
    } satisfies Policy<string>,

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
