import type { Post } from '@meshwork/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import type { PostImages } from './images.js';
import { postsWithPeople } from './postColumns.js';
import { engagementOf, type ReadAround } from './postEngagement.js';
import type { Polls } from './polls.js';
import { visibleTo } from './policies.js';
import { presentPost, type PostWithAuthor } from './presenters.js';

/** Presents rows of `postColumns` as the viewer sees them, in their order. */
export type PresentPosts = (viewerId: string, rows: PostWithAuthor[], around?: ReadAround) => Promise<Post[]>;

/**
 * Posts with their images, originals, engagement and polls: three round trips, a fourth when a
 * poll is among them; what was read `around` them with the rows is not read again.
 */
export function presentingPosts(db: Db, images: PostImages, polls: Polls): PresentPosts {
  /** The originals of shares that the viewer may see; the others stay hidden behind the share. */
  async function originals(viewerId: string, ids: string[]): Promise<Map<string, PostWithAuthor>> {
    if (ids.length === 0) return new Map();
    const rows = await postsWithPeople(db).where(and(inArray(posts.id, ids), visibleTo(viewerId)));
    return new Map(rows.map((row) => [row.post.id, row]));
  }

  return async (viewerId, rows, around) => {
    const ids = rows.map((row) => row.post.id);
    const sharedIds = rows.flatMap((row) => (row.post.sharedPostId ? [row.post.sharedPostId] : []));
    const [read, engagement, shares] = await Promise.all([
      images.ofPosts(around ? sharedIds : [...ids, ...sharedIds]),
      around?.engagement ?? engagementOf(db, viewerId, ids),
      originals(viewerId, sharedIds),
    ]);
    const stored = new Map([...read, ...(around?.images ?? [])]);
    const imagesOf = (postId: string) => (stored.get(postId) ?? []).map(images.present);
    const pollsOf = await polls.ofPosts(
      viewerId,
      ids.filter((id) => engagement.get(id)!.hasPoll),
    );
    return rows.map((row) => {
      const shared = row.post.sharedPostId ? (shares.get(row.post.sharedPostId) ?? null) : undefined;
      return presentPost(viewerId, row, {
        images: imagesOf(row.post.id),
        reactions: engagement.get(row.post.id)!.reactions,
        commentsCount: engagement.get(row.post.id)!.commentsCount,
        poll: pollsOf.get(row.post.id) ?? null,
        shared,
        // A hidden original's images get no links.
        sharedImages: shared ? imagesOf(shared.post.id) : [],
        saved: engagement.get(row.post.id)!.saved,
      });
    });
  };
}
