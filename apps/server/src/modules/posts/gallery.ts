import type { GalleryImage, Page, PostImage } from '@meshwork/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirst, timestampKey } from '../../db/keyset.js';
import { postImages, posts } from '../../db/schema/posts.js';
import { cursorKeys } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members } from '../users/index.js';
import { visibleTo } from './policies.js';
import { storedImage, type StoredPostImage } from './presenters.js';

/** The pictures of a member's posts that the viewer may see: newest post first, each post's in their order. */
export async function galleryOf(
  db: Db,
  viewerId: string,
  authorId: string,
  query: { cursor?: string; limit?: number },
  present: (image: StoredPostImage) => PostImage,
): Promise<Page<GalleryImage>> {
  const limit = pageSize(query.limit);
  const keys = decodeCursor(query.cursor, [cursorKeys.timestamp, cursorKeys.uuid, cursorKeys.position]);
  const rows = await db
    .select({
      image: postImages,
      postId: posts.id,
      postCreatedAt: posts.createdAt,
      // A content warning hides the post's pictures on the post; the gallery veils them as it veils sensitive ones.
      sensitive: sql<boolean>`(${posts.sensitive} or ${posts.contentWarning} <> '')`,
      key: timestampKey(posts.createdAt),
    })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .innerJoin(members, eq(members.id, posts.authorId))
    .where(
      and(
        eq(posts.authorId, authorId),
        visibleTo(viewerId),
        keys &&
          sql`(${posts.createdAt}, ${posts.id}, -${postImages.position}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid, ${-Number(keys[2])})`,
      ),
    )
    .orderBy(newestFirst(posts.createdAt, posts.id), asc(postImages.position))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.key, row.postId, String(row.image.position)],
    (row) => ({
      ...present(storedImage(row.image)),
      post_id: row.postId,
      created_at: row.postCreatedAt.toISOString(),
      sensitive: row.sensitive,
    }),
  );
}
